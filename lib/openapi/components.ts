import type * as z from 'zod/mini';
import { loginResponseSchema, tokenSchema, userSchema } from '../auth/response-schemas.js';
import { articleSchema, blogSchema } from '../blogs/response-schemas.js';
import { channelFieldSchema, channelSchema, entrySchema } from '../channels/response-schemas.js';
import { checkoutProfileSchema } from '../checkout-profiles/response-schemas.js';
import { customizationSchema } from '../commerce/customizations.js';
import { couponSchema } from '../coupons/response-schemas.js';
import { shippingRateSchema } from '../shipping-rates/response-schemas.js';
import { customerSchema, customerSessionSchema } from '../customers/response-schemas.js';
import { collectionSchema, productSchema, productTypeSchema, variantSchema } from '../products/response-schemas.js';
import { apiErrorSchema, fieldErrorSchema, healthSchema } from '../http/response-schemas.js';
import { oauthErrorSchema } from '../oauth/docs-schemas.js';
import {
  introspectionSchema,
  jwksSchema,
  oauthClientSchema,
  oauthTokenResponseSchema,
  openIdConfigurationSchema,
  userInfoSchema,
} from '../oauth/response-schemas.js';
import {
  batchFailedSchema,
  batchResponseSchema,
  batchResultEntrySchema,
  editableSchema,
  ogImageSchema,
  pageSchema,
  repeatableSchema,
} from '../pages/response-schemas.js';
import { memberSchema, siteSchema } from '../sites/response-schemas.js';
import { themeAssetSchema, themeBundleSchema, themeItemSchema, themeSchema } from '../themes/response-schemas.js';

/**
 * Response schemas shown as named `components.schemas` in the document (and referenced by `$ref`);
 * any schema not named here is inlined where it is used.
 */
export const namedSchemas: Readonly<Record<string, z.ZodMiniType>> = {
  Error: apiErrorSchema,
  FieldError: fieldErrorSchema,
  OAuthError: oauthErrorSchema,
  Health: healthSchema,
  User: userSchema,
  Token: tokenSchema,
  LoginResponse: loginResponseSchema,
  Site: siteSchema,
  Member: memberSchema,
  Page: pageSchema,
  OgImage: ogImageSchema,
  Editable: editableSchema,
  Repeatable: repeatableSchema,
  BatchResultEntry: batchResultEntrySchema,
  BatchResponse: batchResponseSchema,
  BatchFailed: batchFailedSchema,
  Blog: blogSchema,
  Article: articleSchema,
  Theme: themeSchema,
  ThemeItem: themeItemSchema,
  ThemeAsset: themeAssetSchema,
  ThemeBundle: themeBundleSchema,
  Channel: channelSchema,
  ChannelField: channelFieldSchema,
  Entry: entrySchema,
  Customer: customerSchema,
  CustomerSession: customerSessionSchema,
  ShippingRate: shippingRateSchema,
  CheckoutProfile: checkoutProfileSchema,
  Customization: customizationSchema,
  Coupon: couponSchema,
  ProductType: productTypeSchema,
  Collection: collectionSchema,
  Product: productSchema,
  Variant: variantSchema,
  OpenIdConfiguration: openIdConfigurationSchema,
  JsonWebKeySet: jwksSchema,
  OAuthTokenResponse: oauthTokenResponseSchema,
  Introspection: introspectionSchema,
  UserInfo: userInfoSchema,
  OAuthClient: oauthClientSchema,
};
