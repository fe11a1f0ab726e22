import type { APIGatewayProxyEventV2 } from 'aws-lambda';

// An operator may pin the public address (a custom domain behind a proxy); otherwise it is
// derived from the request as API Gateway saw it.
const configured = process.env.PUBLIC_BASE_URL?.replace(/\/+$/, '') || undefined;

/** The API's public base address for building `url` fields and `Location` headers. */
export const baseUrl = (event: APIGatewayProxyEventV2): string => {
  if (configured) return configured;
  const proto = event.headers['x-forwarded-proto']?.split(',')[0]?.trim() || 'https';
  const host = event.headers.host ?? event.requestContext.domainName;
  return `${proto}://${host}`;
};
