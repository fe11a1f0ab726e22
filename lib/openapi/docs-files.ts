/** The package whose files the docs page serves, and those files with their media types. */
export const DOCS_PACKAGE = 'swagger-ui-dist';

export const DOCS_PACKAGE_FILES: Readonly<Record<string, string>> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'oauth2-redirect.html': 'text/html; charset=utf-8',
  'oauth2-redirect.js': 'text/javascript; charset=utf-8',
};
