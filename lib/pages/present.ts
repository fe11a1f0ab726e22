import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { baseUrl } from '../http/base-url.js';
import type { StoredPage } from './stored-page.js';
import { publicUrl } from './public-url.js';
import { presentOgImage } from './page-files.js';

/** Where a page is shown: the API's base address and the site's subdomain. */
export interface PageContext {
  readonly base: string;
  readonly subdomain: string;
}

/** Public shape of a page: the stored document plus its `url` and `public_url`. */
export const presentPage = (page: StoredPage, context: PageContext) => {
  const { id, ...rest } = page.doc;
  return {
    id,
    url: `${context.base}/pages/${id}`,
    ...rest,
    ...(rest.og_image !== undefined && { og_image: presentOgImage(rest.og_image, context.base) }),
    public_url: publicUrl(context.subdomain, page.doc.fullpath),
  };
};

/** The context of a request on a site route. */
export const pageContext = (event: APIGatewayProxyEventV2, site: { readonly subdomain: string }): PageContext => ({
  base: baseUrl(event),
  subdomain: site.subdomain,
});
