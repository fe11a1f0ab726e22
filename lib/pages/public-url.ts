// Sites are served at https://<subdomain>.<domain>/; the domain is a deployment setting.
const domain = process.env.PUBLIC_SITE_DOMAIN?.replace(/^\.+|\/+$/g, '') || 'sites.localhost';

/** The public address of a path of a site's web site (`''` is its home). */
export const publicUrl = (subdomain: string, path: string): string =>
  `https://${subdomain ? `${subdomain}.` : ''}${domain}/${path}`;
