// Generated from openapi.json by openapi-typescript (client/generate.ts): do not edit.
// Regenerate with `npm run openapi`; test/unit/client/generate.test.ts fails when this file is stale.
export interface paths {
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Interactive API reference
         * @description No authentication.
         */
        get: operations["get-docs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/{asset}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file of the API reference page
         * @description No authentication.
         */
        get: operations["get-docs-asset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health check
         * @description No authentication.
         */
        get: operations["get-health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI document
         * @description The OpenAPI 3.1 document of the API, with `servers` set to the address it was requested from.
         *
         *     No authentication.
         */
        get: operations["get-openapi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in (user token)
         * @description Takes `Authorization: Basic base64(email:password)` or `{email, password}` in the body; issues a user-scoped master token.
         *
         *     No authentication.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tokens
         * @description Authenticated with a bearer token (user or site token). Any valid token; no scope needed.
         */
        get: operations["list-tokens"];
        put?: never;
        /**
         * Create token
         * @description Authenticated with a bearer token (user or site token). Any valid token; no scope needed.
         */
        post: operations["create-token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tokens/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete token
         * @description Authenticated with a bearer token (user or site token). Any valid token; no scope needed.
         */
        delete: operations["delete-token"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get user
         * @description Authenticated with a bearer token (user or site token). Any valid token; no scope needed.
         */
        get: operations["get-user"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get current site
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_site` (`write_site` also satisfies it).
         */
        get: operations["get-current-site"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update current site
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_site`.
         */
        patch: operations["update-current-site"];
        trace?: never;
    };
    "/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sites
         * @description Authenticated with a bearer token (user or site token). Any valid token; no scope needed.
         */
        get: operations["list-sites"];
        put?: never;
        /**
         * Create site
         * @description Authenticated with a bearer token (user or site token). Any valid token; no scope needed.
         */
        post: operations["create-site"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sites/{site}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get site
         * @description Authenticated with a bearer token (user or site token). Any valid token; no scope needed.
         */
        get: operations["get-site"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sites/{site}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List members
         * @description Authenticated with a bearer token (user or site token). Requires the scope `read_site` (`write_site` also satisfies it).
         */
        get: operations["list-members"];
        put?: never;
        /**
         * Add member
         * @description Authenticated with a bearer token (user or site token). Requires the scope `write_site`.
         */
        post: operations["add-member"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sites/{site}/members/{user}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove member
         * @description Authenticated with a bearer token (user or site token). Requires the scope `write_site`.
         */
        delete: operations["remove-member"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pages
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` (`write_content` also satisfies it).
         */
        get: operations["list-pages"];
        put?: never;
        /**
         * Create page
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        post: operations["create-page"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count pages
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` (`write_content` also satisfies it).
         */
        get: operations["count-pages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get page
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` (`write_content` also satisfies it).
         */
        get: operations["get-page"];
        put?: never;
        post?: never;
        /**
         * Delete page
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        delete: operations["delete-page"];
        options?: never;
        head?: never;
        /**
         * Update page
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        patch: operations["update-page"];
        trace?: never;
    };
    "/pages/{page}/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Batch page
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        post: operations["batch-page"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List blogs
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` (`write_content` also satisfies it).
         */
        get: operations["list-blogs"];
        put?: never;
        /**
         * Create blog
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        post: operations["create-blog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blogs/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count blogs
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` (`write_content` also satisfies it).
         */
        get: operations["count-blogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blogs/{blog}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get blog
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` (`write_content` also satisfies it).
         */
        get: operations["get-blog"];
        /**
         * Update blog
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        put: operations["update-blog"];
        post?: never;
        /**
         * Delete blog
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        delete: operations["delete-blog"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blogs/{blog}/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List articles
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` (`write_content` also satisfies it).
         */
        get: operations["list-articles"];
        put?: never;
        /**
         * Create article
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        post: operations["create-article"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blogs/{blog}/articles/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count articles
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` (`write_content` also satisfies it).
         */
        get: operations["count-articles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blogs/{blog}/articles/{article}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get article
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` (`write_content` also satisfies it).
         */
        get: operations["get-article"];
        /**
         * Update article
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        put: operations["update-article"];
        post?: never;
        /**
         * Delete article
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        delete: operations["delete-article"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blogs/{blog}/feed.atom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A blog's feed (Atom 1.0)
         * @description As the RSS feed, in Atom.
         *
         *     No authentication.
         */
        get: operations["get-blog-feed-atom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blogs/{blog}/feed.rss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A blog's feed (RSS 2.0)
         * @description The 50 latest live articles. No token: name the site with `?site=` (id or subdomain) or `X-Service-Site`. `ETag`, `Last-Modified`, 304, `Cache-Control: public, max-age=300`.
         *
         *     No authentication.
         */
        get: operations["get-blog-feed-rss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/menus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List menus
         * @description Links are resolved when read: each linked item shows its target as it is now (`target`), so a page renamed or moved shows its new path with no menu write. A `public` reader (customer, publishable key) sees no item linking an unpublished page, nor its children.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` or `public` (`write_content` also satisfies it).
         */
        get: operations["list-menus"];
        put?: never;
        /**
         * Create menu
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        post: operations["create-menu"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/menus/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count menus
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` or `public` (`write_content` also satisfies it).
         */
        get: operations["count-menus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/menus/{menu}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a menu
         * @description By id or slug. Links are resolved when read: each linked item shows its target as it is now (`target`), so a page renamed or moved shows its new path with no menu write. A `public` reader sees no item linking an unpublished page, nor its children. One read of the menu and one BatchGetItem of its targets.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` or `public` (`write_content` also satisfies it).
         */
        get: operations["get-menu"];
        /**
         * Change a menu
         * @description Changes the fields given; `items` replaces the whole tree (ids sent back are kept). Same as PATCH.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        put: operations["update-menu"];
        post?: never;
        /**
         * Delete menu
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        delete: operations["delete-menu"];
        options?: never;
        head?: never;
        /**
         * Change a menu
         * @description Changes the fields given; `items` replaces the whole tree (ids sent back are kept). Same as PUT.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        patch: operations["patch-menu"];
        trace?: never;
    };
    "/redirects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List redirects
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` (`write_content` also satisfies it).
         */
        get: operations["list-redirects"];
        put?: never;
        /**
         * Create redirect
         * @description A redirect from a path (`source`: a trailing slash and any query string are dropped) to a path or an absolute http(s) URL. 409 `source_taken` when the path has a redirect, a page or a blog; 422 `redirect_loop` when its chain leads back to it (followed 5 hops at most).
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        post: operations["create-redirect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redirects/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import redirects
         * @description Up to 1,000 `{source, target, status_code?}`, upserted by source. Every entry is checked before any is written (a bad path or URL, a source named twice, a page's path, a loop: one 422 naming each index); then written in transactions of 100 (a page created on a source meanwhile stops it: 409 `source_taken`). Not one transaction as a whole: send the same import again after a failure, which gives the same end state.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        post: operations["import-redirects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redirects/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count redirects
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` (`write_content` also satisfies it).
         */
        get: operations["count-redirects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redirects/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resolve a path
         * @description Follows the redirects from `path` to the final target (5 hops at most): one DynamoDB read per hop. 404 when the path has no redirect. Readable with a publishable key (`public`).
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` or `public` (`write_content` also satisfies it).
         */
        get: operations["resolve-redirect"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redirects/{redirect}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a redirect
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` (`write_content` also satisfies it).
         */
        get: operations["get-redirect"];
        /**
         * Change a redirect
         * @description Changes the fields given. A target whose chain of path targets leads back to the source is refused (422 `redirect_loop`); a source held by another redirect, a page or a blog is 409 `source_taken`. Same as PATCH.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        put: operations["update-redirect"];
        post?: never;
        /**
         * Delete redirect
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        delete: operations["delete-redirect"];
        options?: never;
        head?: never;
        /**
         * Change a redirect
         * @description Changes the fields given. A target whose chain of path targets leads back to the source is refused (422 `redirect_loop`); a source held by another redirect, a page or a blog is 409 `source_taken`. Same as PUT.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        patch: operations["patch-redirect"];
        trace?: never;
    };
    "/themes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List themes
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_themes` (`write_themes` also satisfies it).
         */
        get: operations["list-themes"];
        put?: never;
        /**
         * Create theme
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_themes`.
         */
        post: operations["create-theme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/themes/{theme}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get theme
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_themes` (`write_themes` also satisfies it).
         */
        get: operations["get-theme"];
        /**
         * Update theme
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_themes`.
         */
        put: operations["update-theme"];
        post?: never;
        /**
         * Delete theme
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_themes`.
         */
        delete: operations["delete-theme"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/themes/{theme}/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List theme assets
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_themes` (`write_themes` also satisfies it).
         */
        get: operations["list-theme-assets"];
        put?: never;
        /**
         * Upsert theme asset
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_themes`.
         */
        post: operations["upsert-theme-asset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/themes/{theme}/assets/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get theme asset
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_themes` (`write_themes` also satisfies it).
         */
        get: operations["get-theme-asset"];
        put?: never;
        post?: never;
        /**
         * Delete theme asset
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_themes`.
         */
        delete: operations["delete-theme-asset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/themes/{theme}/layouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List theme layouts
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_themes` (`write_themes` also satisfies it).
         */
        get: operations["list-theme-layouts"];
        put?: never;
        /**
         * Upsert theme layout
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_themes`.
         */
        post: operations["upsert-theme-layout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/themes/{theme}/layouts/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get theme layout
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_themes` (`write_themes` also satisfies it).
         */
        get: operations["get-theme-layout"];
        put?: never;
        post?: never;
        /**
         * Delete theme layout
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_themes`.
         */
        delete: operations["delete-theme-layout"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/themes/{theme}/snippets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List theme snippets
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_themes` (`write_themes` also satisfies it).
         */
        get: operations["list-theme-snippets"];
        put?: never;
        /**
         * Upsert theme snippet
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_themes`.
         */
        post: operations["upsert-theme-snippet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/themes/{theme}/snippets/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get theme snippet
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_themes` (`write_themes` also satisfies it).
         */
        get: operations["get-theme-snippet"];
        put?: never;
        post?: never;
        /**
         * Delete theme snippet
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_themes`.
         */
        delete: operations["delete-theme-snippet"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/themes/{theme}/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List theme templates
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_themes` (`write_themes` also satisfies it).
         */
        get: operations["list-theme-templates"];
        put?: never;
        /**
         * Upsert theme template
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_themes`.
         */
        post: operations["upsert-theme-template"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/themes/{theme}/templates/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get theme template
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_themes` (`write_themes` also satisfies it).
         */
        get: operations["get-theme-template"];
        put?: never;
        post?: never;
        /**
         * Delete theme template
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_themes`.
         */
        delete: operations["delete-theme-template"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List channels
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_channels` or `read_sensitive_channels` (`write_channels` or `write_sensitive_channels` also satisfies it).
         */
        get: operations["list-channels"];
        put?: never;
        /**
         * Create channel
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_channels` or `write_sensitive_channels`.
         */
        post: operations["create-channel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channels/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count channels
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_channels` or `read_sensitive_channels` (`write_channels` or `write_sensitive_channels` also satisfies it).
         */
        get: operations["count-channels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channels/{channel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get channel
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_channels` or `read_sensitive_channels` (`write_channels` or `write_sensitive_channels` also satisfies it).
         */
        get: operations["get-channel"];
        /**
         * Update channel
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_channels` or `write_sensitive_channels`.
         */
        put: operations["update-channel"];
        post?: never;
        /**
         * Delete channel
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_channels` or `write_sensitive_channels`.
         */
        delete: operations["delete-channel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channels/{channel}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List entries
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_channels` or `read_sensitive_channels` (`write_channels` or `write_sensitive_channels` also satisfies it).
         */
        get: operations["list-entries"];
        put?: never;
        /**
         * Create entry
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_channels` or `write_sensitive_channels`.
         */
        post: operations["create-entry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channels/{channel}/entries/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count entries
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_channels` or `read_sensitive_channels` (`write_channels` or `write_sensitive_channels` also satisfies it).
         */
        get: operations["count-entries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channels/{channel}/entries/{entry}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get entry
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_channels` or `read_sensitive_channels` (`write_channels` or `write_sensitive_channels` also satisfies it).
         */
        get: operations["get-entry"];
        /**
         * Update entry
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_channels` or `write_sensitive_channels`.
         */
        put: operations["update-entry"];
        post?: never;
        /**
         * Delete entry
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_channels` or `write_sensitive_channels`.
         */
        delete: operations["delete-entry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channels/{channel}/feed.atom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A channel's feed (Atom 1.0)
         * @description As the RSS feed, in Atom.
         *
         *     No authentication.
         */
        get: operations["get-channel-feed-atom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channels/{channel}/feed.rss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A channel's feed (RSS 2.0)
         * @description No token: name the site with `?site=` (id or subdomain) or `X-Service-Site`. Only a channel with `rss_enabled` whose read ACL is `public` (else 404). `ETag`, `Last-Modified`, 304 for a conditional request, `Cache-Control: public, max-age=300`.
         *
         *     No authentication.
         */
        get: operations["get-channel-feed-rss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channels/{channel}/entries/{entry}/not_spam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release a submission judged spam
         * @description It becomes `received`: it reaches webhooks (`entry.created`), feeds and the site, and its notifications are mailed. An entry already received is answered as it is; an entry that is no submission is 409 `not_a_submission`.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_channels` or `write_sensitive_channels`.
         */
        post: operations["mark-entry-not-spam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channels/{channel}/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a form to a channel (public)
         * @description A public submission (a contact form, a sign-up): JSON, `application/x-www-form-urlencoded` or `multipart/form-data` (text fields), the fields flat. Takes the `public` scope; a plain HTML form may send its token as the `access_token` field (RFC 6750 §2.2), which then must have the `public` scope only. Only the channel's `submittable_fields` (others: 422 `not_submittable`); the channel must be `submittable` (else 403 `channel_not_submittable`) and its create ACL applies. With `spam_detection`: the honeypot `_gotcha`, the form token `_form_token` (GET …/submissions/form_token), content rules and the limits per address (429). A submission judged spam is answered exactly like an accepted one. A `_redirect` on the origin the form was posted from is answered with 303 to it.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `public`.
         */
        post: operations["create-submission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channels/{channel}/submissions/form_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A signed form token for a channel's form
         * @description Send it back as `_form_token`: with `spam_detection`, a submission without one, or sent sooner than `min_seconds` after it was issued, is judged spam.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `public`.
         */
        get: operations["get-submission-form-token"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_customers` (`write_customers` also satisfies it).
         */
        get: operations["list-customers"];
        put?: never;
        /**
         * Create customer
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_customers` or `public`.
         */
        post: operations["create-customer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a customer's e-mail address
         * @description With the token of the link in its `customer_confirmation` mail (single use, 72 hours); 422 `invalid_confirmation_token` for a used, replaced, expired or unknown one.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Any valid token; no scope needed.
         */
        post: operations["confirm-customer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count customers
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_customers` (`write_customers` also satisfies it).
         */
        get: operations["count-customers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/customizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get customer customizations
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_customers` (`write_customers` also satisfies it).
         */
        get: operations["get-customer-customizations"];
        /**
         * Update customer customizations
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_customers`.
         */
        put: operations["update-customer-customizations"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Login customer
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Any valid token; no scope needed.
         */
        post: operations["login-customer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Logout customer
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Any valid token; no scope needed.
         */
        post: operations["logout-customer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the signed-in customer's e-mail address
         * @description Answers 202: a `customer_confirmation` mail goes to the new address, which replaces the old one once its link is followed (POST /customers/confirm). 401 without a customer session.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Any valid token; no scope needed.
         */
        put: operations["update-own-customer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in customer's password
         * @description With its current password; every other session of the customer ends. 401 without a customer session.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Any valid token; no scope needed.
         */
        post: operations["change-own-customer-password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/password_reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset mail
         * @description Always 202 with the same body, whether or not the address belongs to a customer; when it does, a `password_reset` mail with a single-use link (1 hour) follows. Rate limited per address and per client address (429 with Retry-After).
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Any valid token; no scope needed.
         */
        post: operations["request-customer-password-reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/password_reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset link
         * @description Ends every session of the customer and uses the token up; 422 `invalid_reset_token` for a used, replaced, expired or unknown one.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Any valid token; no scope needed.
         */
        post: operations["confirm-customer-password-reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customer}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get customer
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_customers` (`write_customers` also satisfies it).
         */
        get: operations["get-customer"];
        /**
         * Update customer
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_customers`.
         */
        put: operations["update-customer"];
        post?: never;
        /**
         * Delete customer
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_customers`.
         */
        delete: operations["delete-customer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customer}/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's addresses
         * @description A customer reaches its own addresses through its session (any site token with `Session-Token`, or a customer token); another customer's are 404. Without a session, `read_customers` (reads) or `write_customers` (writes) reach any customer's.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Any valid token; no scope needed.
         */
        get: operations["list-customer-addresses"];
        put?: never;
        /**
         * Add an address to a customer
         * @description A customer reaches its own addresses through its session (any site token with `Session-Token`, or a customer token); another customer's are 404. Without a session, `read_customers` (reads) or `write_customers` (writes) reach any customer's. At most 20 per customer (422 `too_many_addresses`); `country` is an assigned ISO 3166-1 alpha-2 code. A new `default_billing` or `default_shipping` stops the previous one being it, in the same write. The change is a `customer.updated` event.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Any valid token; no scope needed.
         */
        post: operations["create-customer-address"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customer}/addresses/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One address of a customer
         * @description A customer reaches its own addresses through its session (any site token with `Session-Token`, or a customer token); another customer's are 404. Without a session, `read_customers` (reads) or `write_customers` (writes) reach any customer's.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Any valid token; no scope needed.
         */
        get: operations["get-customer-address"];
        /**
         * Change an address of a customer
         * @description A customer reaches its own addresses through its session (any site token with `Session-Token`, or a customer token); another customer's are 404. Without a session, `read_customers` (reads) or `write_customers` (writes) reach any customer's. The fields given change (null clears an optional one); past orders keep the copy they took. The change is a `customer.updated` event.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Any valid token; no scope needed.
         */
        put: operations["update-customer-address"];
        post?: never;
        /**
         * Delete an address of a customer
         * @description A customer reaches its own addresses through its session (any site token with `Session-Token`, or a customer token); another customer's are 404. Without a session, `read_customers` (reads) or `write_customers` (writes) reach any customer's. Past orders keep the copy they took. The change is a `customer.updated` event.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Any valid token; no scope needed.
         */
        delete: operations["delete-customer-address"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customer}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export customer
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_customers` (`write_customers` also satisfies it).
         */
        get: operations["export-customer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{customer}/resend_confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a new confirmation link
         * @description The previous link stops working. 422 `already_confirmed` for a confirmed customer.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_customers`.
         */
        post: operations["resend-customer-confirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer_groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customer groups
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_customers` (`write_customers` also satisfies it).
         */
        get: operations["list-customer-groups"];
        put?: never;
        /**
         * Create customer group
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_customers`.
         */
        post: operations["create-customer-group"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer_groups/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count customer groups
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_customers` (`write_customers` also satisfies it).
         */
        get: operations["count-customer-groups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer_groups/{group}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get customer group
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_customers` (`write_customers` also satisfies it).
         */
        get: operations["get-customer-group"];
        /**
         * Change a customer group
         * @description Changes the fields given. Members' copies of the group (`groups` on each customer) follow within a few seconds, off the request path.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_customers`.
         */
        put: operations["update-customer-group"];
        post?: never;
        /**
         * Delete customer group
         * @description Answers at once; its members lose it within a few seconds, off the request path.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_customers`.
         */
        delete: operations["delete-customer-group"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer_groups/{group}/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add customers to a group
         * @description Up to 100 customer ids a call, each customer joined by its own write (not one transaction): safe to repeat, a repeat finds them among `already_members`.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_customers`.
         */
        post: operations["add-customer-group-members"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer_groups/{group}/customers/{customer}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a customer from a group
         * @description The customer is an id or an email; 404 when it is not a member.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_customers`.
         */
        delete: operations["remove-customer-group-member"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List coupons
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_coupons` (`write_coupons` also satisfies it).
         */
        get: operations["list-coupons"];
        put?: never;
        /**
         * Create coupon
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_coupons`.
         */
        post: operations["create-coupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/coupons/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count coupons
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_coupons` (`write_coupons` also satisfies it).
         */
        get: operations["count-coupons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/coupons/{coupon}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get coupon
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_coupons` (`write_coupons` also satisfies it).
         */
        get: operations["get-coupon"];
        /**
         * Update coupon
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_coupons`.
         */
        put: operations["update-coupon"];
        post?: never;
        /**
         * Delete coupon
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_coupons`.
         */
        delete: operations["delete-coupon"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/coupons/{coupon}/redemptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A coupon's redemptions
         * @description One per order that redeemed the coupon (a cancelled order releases its redemption), newest first, paged; `redemption_count` on the coupon counts them. The coupon is an id or its code (any case).
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_coupons` (`write_coupons` also satisfies it).
         */
        get: operations["list-coupon-redemptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipping_rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List shipping rates
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_site` (`write_site` also satisfies it).
         */
        get: operations["list-shipping-rates"];
        put?: never;
        /**
         * Create shipping rate
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_site`.
         */
        post: operations["create-shipping-rate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipping_rates/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count shipping rates
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_site` (`write_site` also satisfies it).
         */
        get: operations["count-shipping-rates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shipping_rates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get shipping rate
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_site` (`write_site` also satisfies it).
         */
        get: operations["get-shipping-rate"];
        /**
         * Update shipping rate
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_site`.
         */
        put: operations["update-shipping-rate"];
        post?: never;
        /**
         * Delete shipping rate
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_site`.
         */
        delete: operations["delete-shipping-rate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/checkout_profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List checkout profiles
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_products` (`write_products` also satisfies it).
         */
        get: operations["list-checkout-profiles"];
        put?: never;
        /**
         * Create checkout profile
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_products`.
         */
        post: operations["create-checkout-profile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/checkout_profiles/{profile}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get checkout profile
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_products` (`write_products` also satisfies it).
         */
        get: operations["get-checkout-profile"];
        /**
         * Update checkout profile
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_products`.
         */
        put: operations["update-checkout-profile"];
        post?: never;
        /**
         * Delete checkout profile
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_products`.
         */
        delete: operations["delete-checkout-profile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List orders
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_orders` (`write_orders` also satisfies it).
         */
        get: operations["list-orders"];
        put?: never;
        /**
         * Check out: place an order
         * @description Prices the lines from stored products, takes the stock and redeems the coupon in one transaction: all of it or nothing. `number` is unique per site, from 1001, and increasing in the order numbers are given: a checkout takes the next number once it has been validated, so a checkout refused after that (stock or a coupon taken by a concurrent buyer meanwhile, 409; the service unable to complete it, 503) leaves a gap: numbers are not gapless. A collision with concurrent checkouts is retried by the server (jittered backoff, about 5 s at most); only then is the answer 503 `contention` with Retry-After, never a 409. A retry with the same `Idempotency-Key` returns the first order and never places a second one.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_orders`.
         */
        post: operations["create-order"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count orders
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_orders` (`write_orders` also satisfies it).
         */
        get: operations["count-orders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a checkout: the order it would place, priced
         * @description Takes a checkout's body and answers the order it would place, priced with tax, shipping and discount, writing nothing (no number, no stock, no redemption): a buyer sees the VAT before paying. Refuses what the checkout would refuse (422; 409 for stock short or a coupon used up).
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_orders`.
         */
        post: operations["preview-order"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{order}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get order
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_orders` (`write_orders` also satisfies it).
         */
        get: operations["get-order"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{order}/fulfillments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List order fulfillments
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_orders` (`write_orders` also satisfies it).
         */
        get: operations["list-order-fulfillments"];
        put?: never;
        /**
         * Ship (part of) an order's lines
         * @description For a `pending` (cash on delivery) or `paid` order, else 409 `order_not_fulfillable`. Each line ships at most what was ordered less what shipped and what was refunded, decided in the write itself: otherwise 409 `over_fulfilled` (of two concurrent fulfilments of the last unit, one is 201 and the other 409). The order's `fulfillment_status` changes in the same write, and a paid order fully shipped becomes `fulfilled`. With `notify` (default true) the buyer gets `order_shipped` with the tracking link, once.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_orders`.
         */
        post: operations["create-fulfillment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{order}/fulfillments/{fulfillment}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One fulfilment of an order
         * @description What a fulfilment's `url`, its creation's `Location` and its webhooks point at: cancelled ones too. A customer's session reads its own orders' fulfilments only (another's is 404).
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_orders` (`write_orders` also satisfies it).
         */
        get: operations["get-fulfillment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{order}/fulfillments/{fulfillment}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a fulfilment: its quantities are back to ship
         * @description In one write with the order: its `fulfillment_status` again, and a `fulfilled` order becomes `paid`. A fulfilment is cancelled once (409 `already_cancelled`).
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_orders`.
         */
        post: operations["cancel-fulfillment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{order}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order's history, oldest first
         * @description Every change to the order, each written in the same transaction as the change itself: `created`, `status_changed`, `payment_started`, `payment_event`, `refund`, `invoice_created`, `credit_note_created`, `fulfillment_created`, `fulfillment_cancelled`, `note` and `mail_sent` (written by the mail worker once the mail is out). A customer's session sees its own orders' history without staff notes.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_orders` (`write_orders` also satisfies it).
         */
        get: operations["list-order-history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{order}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order's invoice as PDF
         * @description The invoice issued when the order first became paid, rendered from the snapshot of seller, buyer and lines taken then (a later customer erase or settings change alters no invoice): seller, buyer, number and date, lines with quantity, net, VAT rate and amount, a VAT summary per rate, totals, and "Reverse charge" where it applies. The same bytes on every download (its `ETag` a hash of them; 304 to a matching `If-None-Match`). 409 `not_invoiced` before the order is paid. A customer's session reads its own orders only.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_orders` (`write_orders` also satisfies it).
         */
        get: operations["get-order-invoice-pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{order}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a staff note to an order's history
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_orders`.
         */
        post: operations["create-order-note"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{order}/transitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transition order
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_orders`.
         */
        post: operations["transition-order"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{order}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List order payments
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_orders` (`write_orders` also satisfies it).
         */
        get: operations["list-order-payments"];
        put?: never;
        /**
         * Start paying an order
         * @description Pays what the order still owes (`amount_outstanding`) through a provider the site has set up: the answer carries the `checkout_url` the buyer is sent to (Stripe: also `client_secret`). The order is paid by the provider's webhook, never by the buyer's return. Expires the order's other pending payments. 409 `order_not_payable` for a cancelled order or one that owes nothing; 422 `provider_not_configured` for a provider the site has not set up. A retry with the same `Idempotency-Key` answers the first payment and never starts a second one.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_orders`.
         */
        post: operations["create-payment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{order}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List order refunds
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_orders` (`write_orders` also satisfies it).
         */
        get: operations["list-order-refunds"];
        put?: never;
        /**
         * Refund an order's captured money
         * @description Refunds `amount`, or what was paid for the `lines` given (per unit: the line net after its discount share, plus its tax), or else everything still refundable, through the payments that took the money: in `parts`, one per payment, the payment with the most refundable money first, each refunded at and settled by its own provider (manual and test parts refund at once: `succeeded`; the refund is `pending` while any part is, `failed` when any failed). Never more than captured minus already refunded: 422 `refund_exceeds_captured` (concurrent refunds included). `restock: true` puts the lines back into stock in the same write. A retry with the same `Idempotency-Key` answers the first refund and never refunds twice.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_orders`.
         */
        post: operations["create-refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{order}/refunds/{refund}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get refund
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_orders` (`write_orders` also satisfies it).
         */
        get: operations["get-refund"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{order}/refunds/{refund}/credit_note.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A refund's credit note as PDF
         * @description The credit note issued when the refund succeeded (`CN-2026-000001`, its own gapless series per site and year), rendered from the snapshot taken then: seller and buyer as the invoice had them, the invoice it corrects, the lines refunded, the amount credited with the VAT in it. The same bytes on every download (`ETag`, 304). 409 `not_credited` while the refund has not succeeded. A customer's session reads its own orders' credit notes only.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_orders` (`write_orders` also satisfies it).
         */
        get: operations["get-credit-note-pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment_providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment providers
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_site` (`write_site` also satisfies it).
         */
        get: operations["list-payment-providers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment_providers/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get payment provider
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_site` (`write_site` also satisfies it).
         */
        get: operations["get-payment-provider"];
        /**
         * Set up a payment provider
         * @description Stripe takes `secret_key` and `webhook_secret` (and `capture_method`), Mollie `api_key`; `manual` and `test` take no keys. Secrets are sealed at rest and write-only: reads show `…` and their last 4 characters. A secret left out keeps the stored one. `test` is refused (422 `test_payments_disabled`) on a deployed stage whose configuration does not set `allowTestPayments`.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_site`.
         */
        put: operations["put-payment-provider"];
        post?: never;
        /**
         * Delete payment provider
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_site`.
         */
        delete: operations["delete-payment-provider"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/webhooks/{provider}/{site}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payment provider's event
         * @description Public: no token. The body is read raw (Stripe signs it; Mollie posts `id=…` as a form; the test provider signs it with `Test-Signature`). An event that cannot be verified is 400 `invalid_webhook` and changes nothing, whether or not the site exists. Each provider event id is applied at most once; a payment only moves forward; an event for a payment not stored yet is queued and applied later (`queued`).
         *
         *     No authentication.
         */
        post: operations["receive-payment-webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{payment}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get payment
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_orders` (`write_orders` also satisfies it).
         */
        get: operations["get-payment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{payment}/capture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Capture an authorized payment
         * @description Captures `amount` (default: all that was authorized, at most what the order still owes) through the provider that authorized it; a partial capture releases the rest (the ledger shows a `capture` and a `void` of the remainder) and the payment is `paid` with the captured amount, the order `partially_paid` while it still owes. 422 naming `amount` above the authorized amount, or above what the order still owes (`exceeds_outstanding`); 409 `payment_not_authorized` for a payment not `authorized`; 409 `order_not_payable` for a cancelled order or one that owes nothing; 502 `provider_refused` when the provider refuses (nothing changes).
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_orders`.
         */
        post: operations["capture-payment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{payment}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release an authorized payment
         * @description Releases the authorization through its provider: the payment becomes `voided` with a `void` entry in its ledger. 409 `payment_not_authorized` for a payment not `authorized`; 502 `provider_refused` when the provider refuses (nothing changes).
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_orders`.
         */
        post: operations["void-payment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List collections
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_products` (`write_products` also satisfies it).
         */
        get: operations["list-collections"];
        put?: never;
        /**
         * Create collection
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_products`.
         */
        post: operations["create-collection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collections/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count collections
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_products` (`write_products` also satisfies it).
         */
        get: operations["count-collections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/collections/{collection}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get collection
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_products` (`write_products` also satisfies it).
         */
        get: operations["get-collection"];
        /**
         * Update collection
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_products`.
         */
        put: operations["update-collection"];
        post?: never;
        /**
         * Delete collection
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_products`.
         */
        delete: operations["delete-collection"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List product types
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_products` (`write_products` also satisfies it).
         */
        get: operations["list-product-types"];
        put?: never;
        /**
         * Create product type
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_products`.
         */
        post: operations["create-product-type"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product_types/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count product types
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_products` (`write_products` also satisfies it).
         */
        get: operations["count-product-types"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product_types/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get product type
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_products` (`write_products` also satisfies it).
         */
        get: operations["get-product-type"];
        /**
         * Update product type
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_products`.
         */
        put: operations["update-product-type"];
        post?: never;
        /**
         * Delete product type
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_products`.
         */
        delete: operations["delete-product-type"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products
         * @description Filters: `status`, `collection` and `product_type` (an id or a slug). With `collection` or `product_type`, each page is one filtered read of the catalog, so a page may hold fewer than `per_page` products while a `Link` to the next remains.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_products` (`write_products` also satisfies it).
         */
        get: operations["list-products"];
        put?: never;
        /**
         * Create product
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_products`.
         */
        post: operations["create-product"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count products
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_products` (`write_products` also satisfies it).
         */
        get: operations["count-products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/customizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get product customizations
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_products` (`write_products` also satisfies it).
         */
        get: operations["get-product-customizations"];
        /**
         * Update product customizations
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_products`.
         */
        put: operations["update-product-customizations"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{product}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get product
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_products` (`write_products` also satisfies it).
         */
        get: operations["get-product"];
        /**
         * Update product
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_products`.
         */
        put: operations["update-product"];
        post?: never;
        /**
         * Delete product
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_products`.
         */
        delete: operations["delete-product"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{product}/inventory_adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adjust the stock of a product or variant
         * @description One conditional update: `delta` is added to the stock (negative takes). A delta that would take stock below 0 is 409 `insufficient_stock` with `details.available` and changes nothing. `variant_id` is required for a product with variants and refused for one without. Answers 200 with the product.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_products`.
         */
        post: operations["adjust-inventory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List devices
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_devices` (`write_devices` also satisfies it).
         */
        get: operations["list-devices"];
        put?: never;
        /**
         * Create device
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_devices` or `public`.
         */
        post: operations["create-device"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count devices
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_devices` (`write_devices` also satisfies it).
         */
        get: operations["count-devices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/push": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pushes
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_devices` (`write_devices` also satisfies it).
         */
        get: operations["list-pushes"];
        put?: never;
        /**
         * Create push
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_devices`.
         */
        post: operations["create-push"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/push/{push}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get push
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_devices` (`write_devices` also satisfies it).
         */
        get: operations["get-push"];
        put?: never;
        post?: never;
        /**
         * Cancel push
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_devices`.
         */
        delete: operations["cancel-push"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{device}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get device
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_devices` or `public` (`write_devices` also satisfies it).
         */
        get: operations["get-device"];
        put?: never;
        post?: never;
        /**
         * Delete device
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_devices` or `public`.
         */
        delete: operations["delete-device"];
        options?: never;
        head?: never;
        /**
         * Update device
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_devices` or `public`.
         */
        patch: operations["update-device"];
        trace?: never;
    };
    "/push/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get push settings
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_site` (`write_site` also satisfies it).
         */
        get: operations["get-push-settings"];
        /**
         * Update push settings
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_site`.
         */
        put: operations["update-push-settings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/push/vapid_public_key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get push vapid public key
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `public` or `read_devices` (`write_devices` also satisfies it).
         */
        get: operations["get-push-vapid-public-key"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mail/suppressions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Addresses the site's mail no longer goes to
         * @description Recorded from SES: a hard bounce or a complaint suppresses the address for this site.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_site` (`write_site` also satisfies it).
         */
        get: operations["list-mail-suppressions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mail_templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site's mail templates
         * @description Every template the site may edit: its own version, or the built-in default.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_site` (`write_site` also satisfies it).
         */
        get: operations["list-mail-templates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mail_templates/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A mail template
         * @description customer_confirmation, customer_welcome, password_reset, order_confirmation, order_shipped or order_refunded; any other name is a 404.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_site` (`write_site` also satisfies it).
         */
        get: operations["get-mail-template"];
        /**
         * Save a mail template
         * @description Liquid templates; the fields given replace the current ones. A part that does not parse is refused with 422 naming the field and its line.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_site`.
         */
        put: operations["put-mail-template"];
        post?: never;
        /**
         * Go back to the built-in default
         * @description Answers the default template.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_site`.
         */
        delete: operations["delete-mail-template"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List uploads
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` or `read_themes` (`write_content` or `write_themes` also satisfies it).
         */
        get: operations["list-uploads"];
        put?: never;
        /**
         * Create upload
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content` or `write_themes`.
         */
        post: operations["create-upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count uploads
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` or `read_themes` (`write_content` or `write_themes` also satisfies it).
         */
        get: operations["count-uploads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/{upload}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get upload
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` or `read_themes` (`write_content` or `write_themes` also satisfies it).
         */
        get: operations["get-upload"];
        put?: never;
        post?: never;
        /**
         * Delete upload
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content` or `write_themes`.
         */
        delete: operations["delete-upload"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/{upload}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete upload
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content` or `write_themes`.
         */
        post: operations["complete-upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_site` (`write_site` also satisfies it).
         */
        get: operations["list-webhooks"];
        put?: never;
        /**
         * Create webhook
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_site`.
         */
        post: operations["create-webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count webhooks
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_site` (`write_site` also satisfies it).
         */
        get: operations["count-webhooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhook}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get webhook
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_site` (`write_site` also satisfies it).
         */
        get: operations["get-webhook"];
        /**
         * Update webhook
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_site`.
         */
        put: operations["update-webhook"];
        post?: never;
        /**
         * Delete webhook
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_site`.
         */
        delete: operations["delete-webhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhook}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook deliveries
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_site` (`write_site` also satisfies it).
         */
        get: operations["list-webhook-deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhook}/deliveries/{delivery}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get webhook delivery
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_site` (`write_site` also satisfies it).
         */
        get: operations["get-webhook-delivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhook}/deliveries/{delivery}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeliver webhook delivery
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_site`.
         */
        post: operations["redeliver-webhook-delivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhook}/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ping webhook
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_site`.
         */
        post: operations["ping-webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhook}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate webhook secret
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_site`.
         */
        post: operations["rotate-webhook-secret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud_code/deployments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List cloud code deployments
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_cloudcode` (`write_cloudcode` also satisfies it).
         */
        get: operations["list-cloud-code-deployments"];
        put?: never;
        /**
         * Deploy cloud code
         * @description Validates every file by running its top level once in the sandbox (a syntax error is 422 naming the file, line and column), then activates the deployment atomically. Its `scopes` never exceed the deploying token's.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_cloudcode`.
         */
        post: operations["create-cloud-code-deployment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud_code/deployments/{deployment}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get cloud code deployment
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_cloudcode` (`write_cloudcode` also satisfies it).
         */
        get: operations["get-cloud-code-deployment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud_code/deployments/{deployment}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate cloud code deployment
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_cloudcode`.
         */
        post: operations["activate-cloud-code-deployment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud_code/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List cloud code logs
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_cloudcode` (`write_cloudcode` also satisfies it).
         */
        get: operations["list-cloud-code-logs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud_code/secrets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List cloud code secrets
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_cloudcode` (`write_cloudcode` also satisfies it).
         */
        get: operations["list-cloud-code-secrets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cloud_code/secrets/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Put cloud code secret
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_cloudcode`.
         */
        put: operations["put-cloud-code-secret"];
        post?: never;
        /**
         * Delete cloud code secret
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_cloudcode`.
         */
        delete: operations["delete-cloud-code-secret"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/functions/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Call a cloud function
         * @description Any token of the site may call (`public` is enough). JSON params in (`req.params`), the function's JSON out. An error the code raises on purpose (`cloud.Error`) is its 4xx; past a limit: 504 `cloud_code_timeout`, 500 `cloud_code_memory`, `cloud_code_limit`, `cloud_code_error` (details in the logs); 429 `cloud_code_busy` when the site runs 10 invocations already.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Any valid token; no scope needed.
         */
        post: operations["call-function"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{job}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get job run
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_cloudcode` (`write_cloudcode` also satisfies it).
         */
        get: operations["get-job-run"];
        put?: never;
        /**
         * Run a cloud job
         * @description Queues a run of the job (the body is `req.params`): 202 with the run, which GET /jobs/{id} follows.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_cloudcode`.
         */
        post: operations["run-job"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth2/.well-known/openid-configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OpenID Provider metadata
         * @description No authentication.
         */
        get: operations["get-openid-configuration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth2/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start an authorization (code flow with PKCE)
         * @description Shows the sign-in page, or redirects back to the client with an error when the client and redirect URI are known.
         *
         *     No authentication.
         */
        get: operations["oauth-authorize"];
        put?: never;
        /**
         * Submit the sign-in or consent form
         * @description Posted by the pages of GET /oauth2/authorize; answers with the next page or a 303 redirect to the client.
         *
         *     No authentication.
         */
        post: operations["oauth-authorize-form"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth2/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List oauth clients
         * @description Authenticated with a bearer token (user or site token). Requires the scope `read_site` (`write_site` also satisfies it).
         */
        get: operations["list-oauth-clients"];
        put?: never;
        /**
         * Create oauth client
         * @description Authenticated with a bearer token (user or site token). Requires the scope `write_site`.
         */
        post: operations["create-oauth-client"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth2/clients/{client_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete oauth client
         * @description Authenticated with a bearer token (user or site token). Requires the scope `write_site`.
         */
        delete: operations["delete-oauth-client"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth2/introspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Introspect a token (RFC 7662)
         * @description No authentication.
         */
        post: operations["oauth-introspect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth2/jwks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public signing keys (JWK Set)
         * @description No authentication.
         */
        get: operations["get-oauth-jwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth2/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a token (RFC 7009)
         * @description No authentication.
         */
        post: operations["oauth-revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth2/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Token endpoint (authorization_code, refresh_token, password grants)
         * @description No authentication.
         */
        post: operations["oauth-token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth2/userinfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OpenID Connect UserInfo
         * @description No authentication.
         */
        get: operations["get-oauth-userinfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List translations
         * @description In key order. `where[key][prefix]=checkout.` (or its alias `key.start=checkout.`) lists a namespace, `where[updated_at][gte]=<time>` what changed since a sync, `locale=fr` shows only that locale's values.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` (`write_content` also satisfies it).
         */
        get: operations["list-translations"];
        put?: never;
        /**
         * Create or change a translation
         * @description Upserts by key: 201 the first time, 200 after. The locales given merge into the stored ones (`null` removes one); each must be one of the site's locales (422 `invalid_locale`).
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        post: operations["create-translation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/translations.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every translation of one locale, as one flat object
         * @description `{key: text}` for every key, in `locale` (default: the site's first locale); a key without a text in that locale falls back to the site's first locale. Readable with a publishable key; answers an ETag and 304 to If-None-Match. One Query per MB of translations. 422 `invalid_locale` for a locale the site does not have.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` or `public` (`write_content` also satisfies it).
         */
        get: operations["get-translations-json"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/translations/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create, change and delete up to 1,000 translations
         * @description Each entry is `{key, values}` (merged as PUT does) or `{key, delete: true}`. Everything is validated before anything is written (422 naming each failing entry by its index). Not one transaction: it writes in batches of 25, and a repeat of the same batch reaches the same end state.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        post: operations["batch-translations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/translations/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count translations
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` (`write_content` also satisfies it).
         */
        get: operations["count-translations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/translations/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get translation
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_content` (`write_content` also satisfies it).
         */
        get: operations["get-translation"];
        /**
         * Create or change a translation
         * @description Upserts by key: 201 the first time, 200 after. The locales given merge into the stored ones (`null` removes one); each must be one of the site's locales (422 `invalid_locale`).
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        put: operations["put-translation"];
        post?: never;
        /**
         * Delete translation
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_content`.
         */
        delete: operations["delete-translation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the site's content
         * @description Entries of searchable channels, pages, blog articles and products, ranked by relevance, in one locale. A publishable key or a token acting for a customer finds published content and the entries its ACLs let it read; other tokens find the kinds their read scopes cover (`read_channels`, `read_content`, `read_products`). Changes show within a few seconds (indexing runs off the request path).
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Any valid token; no scope needed.
         */
        get: operations["list-search-results"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/reindex": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rebuild the site's search index
         * @description Rebuilds the index from the stored content off the request path: 202 with the status URL to follow.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_site`.
         */
        post: operations["reindex-search"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site's search index: documents, size, last update
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_site` (`write_site` also satisfies it).
         */
        get: operations["get-search-status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List vendors
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_products` (`write_products` also satisfies it).
         */
        get: operations["list-vendors"];
        put?: never;
        /**
         * Create vendor
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_products`.
         */
        post: operations["create-vendor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count vendors
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_products` (`write_products` also satisfies it).
         */
        get: operations["count-vendors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/{vendor}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get vendor
         * @description Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_products` (`write_products` also satisfies it).
         */
        get: operations["get-vendor"];
        /**
         * Change a vendor
         * @description Changes the fields given.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_products`.
         */
        put: operations["update-vendor"];
        post?: never;
        /**
         * Delete vendor
         * @description Refused with 409 `in_use` (`details.used_by` names the products) while a product names the vendor.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_products`.
         */
        delete: operations["delete-vendor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site/taxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site's tax settings
         * @description VAT rates by country (and category), whether prices include tax, the one-stop shop, and the seller identity invoices print. Defaults (no taxes) until first saved.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `read_site` (`write_site` also satisfies it).
         */
        get: operations["get-tax-settings"];
        /**
         * Replace the site's tax settings
         * @description Replaces the whole settings; absent optional fields take their defaults. Later checkouts are priced with them; placed orders keep what they were charged.
         *
         *     Acts on one site: a site token, or a user token with `X-Service-Site` naming the site (id or subdomain). Requires the scope `write_site`.
         */
        put: operations["update-tax-settings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API versions and their changelog
         * @description Every dated version the API serves, oldest first, with its status (`current`, `supported`, `deprecated`), its sunset date once announced, and the breaking changes it brought. Send `X-Service-Version: <version>` to choose one per request, or pin one with `PATCH /site {api_version}` (docs/versions.md).
         *
         *     No authentication.
         */
        get: operations["list-versions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Article: {
            id: string;
            /** Format: uri */
            url: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            title: string;
            slug: string;
            /** @enum {string} */
            status: "draft" | "published";
            /** @description Null for a draft never given one */
            publish_at: string | null;
            tags: string[];
            slugified_tags: string[];
            text_content?: string;
            text_excerpt?: string;
            author?: string;
            locales?: string[];
            header?: {
                [key: string]: unknown;
            };
            thumbnail?: {
                [key: string]: unknown;
            };
            og_image?: {
                [key: string]: unknown;
            };
            og_fb_publisher?: string;
            og_tw_creator?: string;
            seo_title?: string;
            seo_description?: string;
            seo_keywords?: string;
            fullpath: string;
            /** Format: uri */
            public_url: string;
            next_article?: {
                id: string;
                /** Format: uri */
                url: string;
                title: string;
                slug: string;
                publish_at: string | null;
                /** Format: uri */
                public_url: string;
            } | null;
            previous_article?: {
                id: string;
                /** Format: uri */
                url: string;
                title: string;
                slug: string;
                publish_at: string | null;
                /** Format: uri */
                public_url: string;
            } | null;
        } & {
            [key: string]: string;
        };
        BatchFailed: {
            /** @enum {string} */
            code: "batch_failed";
            message: string;
            results: components["schemas"]["BatchResultEntry"][];
            etag: string;
            /** Format: date-time */
            updated_at: string;
            /** @description The updated page, with include=result */
            page?: components["schemas"]["Page"];
        };
        BatchResponse: {
            results: components["schemas"]["BatchResultEntry"][];
            etag: string;
            /** Format: date-time */
            updated_at: string;
            /** @description The updated page, with include=result */
            page?: components["schemas"]["Page"];
        };
        BatchResultEntry: {
            index: number;
            /** @enum {string} */
            status: "ok" | "error" | "skipped";
            path: string;
            /** @description Id of an inserted repeatable */
            id?: string;
            /** @enum {string} */
            warning?: "unchanged";
            /** @enum {string} */
            error?: "invalid_op" | "invalid_path" | "read_only" | "not_found" | "invalid_value" | "conflict";
            message?: string;
        };
        Blog: {
            id: string;
            /** Format: uri */
            url: string;
            slug: string;
            name: string;
            description?: string;
            seo_title?: string;
            seo_description?: string;
            seo_keywords?: string;
            header: {
                [key: string]: unknown;
            };
            customizations: {
                [key: string]: unknown;
            }[];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            fullpath: string;
            /** Format: uri */
            public_url: string;
        };
        Channel: {
            id: string;
            /** Format: uri */
            url: string;
            /** Format: uri */
            entries_url: string;
            slug: string;
            name: string;
            description: string;
            /** @description Privacy-sensitive: needs read_sensitive_channels / write_sensitive_channels */
            sensitive: boolean;
            customizations: components["schemas"]["ChannelField"][];
            acl: {
                /** @description public, customers, owner, none, or group:<slug> (the customers of that customer group) */
                create: ("public" | "customers" | "owner" | "none") | string;
                /** @description public, customers, owner, none, or group:<slug> (the customers of that customer group) */
                read: ("public" | "customers" | "owner" | "none") | string;
                /** @description public, customers, owner, none, or group:<slug> (the customers of that customer group) */
                update: ("public" | "customers" | "owner" | "none") | string;
                /** @description public, customers, owner, none, or group:<slug> (the customers of that customer group) */
                delete: ("public" | "customers" | "owner" | "none") | string;
            };
            submittable: boolean;
            rss_enabled: boolean;
            label_field?: string;
            title_field?: string;
            order_by: string;
            /** @enum {string} */
            order_direction: "asc" | "desc";
            search_enabled: boolean;
            search_excluded_field_ids: string[];
            submittable_fields: string[];
            submittable_html_fields: string[];
            submittable_notifications: boolean;
            submittable_receivers: string;
            submittable_notification_template: string;
            submittable_confirmations: boolean;
            submittable_confirmation_receivers: string;
            submittable_confirmation_template: string;
            spam_detection: boolean;
            rss_title: string;
            rss_description: string;
            rss_title_field: string;
            rss_description_field: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ChannelField: {
            id: string;
            name: string;
            label?: string;
            hint?: string;
            /** @enum {string} */
            type: "string" | "text" | "integer" | "float" | "boolean" | "date" | "select" | "file" | "belongs_to";
            required: boolean;
            required_expression?: string;
            immutable: boolean;
            localized: boolean;
            unique: boolean;
            encrypted: boolean;
            auto_expand: boolean;
            select_options?: {
                id: string;
                position: number;
                name: string;
                slug: string;
            }[];
            private_storage: boolean;
            text_formatting?: string;
            /** @description belongs_to: the referenced channel */
            reference?: string;
            geo_type?: string;
            calculated_expression?: string;
            calculation_type?: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CheckoutProfile: {
            id: string;
            /** Format: uri */
            url: string;
            slug: string;
            name: string;
            private_fields: string[];
            customizations: components["schemas"]["Customization"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Collection: {
            id: string;
            /** Format: uri */
            url: string;
            name: string;
            slug: string;
            description: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Coupon: {
            id: string;
            /** Format: uri */
            url: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            name: string | null;
            description: string | null;
            reason: string | null;
            /** @enum {string} */
            state: "active" | "inactive" | "expired";
            /** @enum {string} */
            coupon_type: "percentage" | "amount" | "free_shipping";
            coupon_percentage: number | null;
            coupon_amount: number | null;
            customer_specific: boolean;
            code: string;
            /** @enum {string} */
            lifespan: "unlimited" | "single_use" | "once_per_customer" | "limited";
            lifespan_amount: number | null;
            lifespan_time: string | null;
            start: string | null;
            /** @enum {string} */
            start_type: "immediately" | "date";
            constraints: string | null;
            requirements: string | null;
            required_value: number | null;
            required_amount: number | null;
            collection_ids: string[];
            product_type_ids: string[];
            customer_ids: string[];
            /** @description When not empty, only customers of one of these groups redeem it */
            customer_group_ids: string[];
            /** @description The customers of customer_ids (read-only) */
            customers: {
                id: string;
                /** Format: uri */
                url: string;
            }[];
            /** @description Orders that redeemed the coupon (read-only; a cancelled order releases its redemption). Exact: checkouts count it in their own transaction */
            redemption_count: number;
            /**
             * Format: uri
             * @description GET /coupons/{coupon}/redemptions: the redemptions, newest first
             */
            redemptions_url: string;
            referral: {
                [key: string]: unknown;
            } | null;
            referrer: {
                [key: string]: unknown;
            } | null;
        };
        Customer: {
            id: string;
            /** Format: uri */
            url: string;
            email: string;
            first_name: string;
            last_name: string;
            /** @description First and last name joined */
            name: string;
            phone: string | null;
            accepts_marketing: boolean;
            /** @description The groups the customer belongs to */
            groups: {
                id: string;
                slug: string;
                name: string;
            }[];
            /** @description The address book (at most 20; GET|POST /customers/{customer}/addresses) */
            addresses: {
                id: string;
                first_name: string;
                last_name: string;
                company: string | null;
                address1: string;
                address2: string | null;
                zip: string;
                city: string;
                province: string | null;
                /** @description ISO 3166-1 alpha-2 */
                country: string;
                phone: string | null;
                vat_number: string | null;
                default_billing: boolean;
                default_shipping: boolean;
            }[];
            /** @description Values of the site's customer fields; private ones are never shown to the customer's own session */
            custom_fields: {
                [key: string]: unknown;
            };
            /** @description False until the customer follows the link of its confirmation mail */
            confirmed: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CustomerSession: {
            session_token: string;
            expires_in: number;
            /** Format: date-time */
            expired_at: string;
            customer: components["schemas"]["Customer"];
        };
        Customization: {
            id: string;
            name: string;
            label: string;
            hint: string | null;
            /** @enum {string} */
            type: "string" | "text" | "integer" | "float" | "boolean" | "date" | "select" | "file" | "belongs_to" | "number" | "email" | "url";
            required: boolean;
            required_expression: string | null;
            immutable: boolean;
            localized: boolean;
            unique: boolean;
            encrypted: boolean;
            auto_expand: boolean;
            /** @description Options of a select field, by position; null for other types */
            select_options: {
                id: string;
                position: number;
                name: string;
                slug: string;
            }[] | null;
            private_storage: boolean;
            text_formatting: string | null;
            reference: string | null;
            geo_type: string | null;
            calculated_expression: string | null;
            calculation_type: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Editable: {
            repeatables?: components["schemas"]["Repeatable"][];
        } & {
            [key: string]: string;
        };
        Entry: {
            id: string;
            /** Format: uri */
            url: string;
            channel_id: string;
            /** Format: uri */
            channel_url: string;
            slug: string | null;
            /** @description The customer who created it (owner ACLs); null when created without one */
            customer_id: string | null;
            /** @description Values by field name, typed as the channel's field definitions say */
            fields: {
                [key: string]: unknown;
            };
            /**
             * @description A public submission's state (POST /channels/{channel}/submissions); absent on other entries
             * @enum {string}
             */
            submission_status?: "received" | "spam";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Error: {
            /** @description Stable snake_case code clients may branch on */
            code: string;
            /** @description A sentence for people; generic for 500 and 503 */
            message: string;
            /** @description One entry per invalid field */
            errors?: components["schemas"]["FieldError"][];
            details?: {
                [key: string]: unknown;
            };
        };
        FieldError: {
            /** @description Dotted path of the field; `(body)` for the body as a whole */
            field: string;
            message: string;
            /** @description `missing`, `invalid`, `not_allowed`, `unknown_field` or a field-specific code */
            code: string;
        };
        Health: {
            /** @enum {string} */
            status: "ok";
        };
        Introspection: {
            active: boolean;
            /** @enum {string} */
            token_type?: "Bearer" | "refresh_token";
            scope?: string;
            client_id?: string;
            sub?: string;
            site_id?: string;
            exp?: number;
            iat?: number;
            /** Format: uri */
            iss?: string;
        };
        JsonWebKeySet: {
            keys: ({
                kty: string;
                kid: string;
                alg?: string;
                use?: string;
            } & {
                [key: string]: string;
            })[];
        };
        ListMenusPart0: {
            id: string;
            title: string;
            /** @enum {string} */
            kind: "page" | "blog" | "entry" | "url" | "heading";
            target_page: string | null;
            target_url: string | null;
            target_entry: {
                channel: string;
                entry: string;
            } | null;
            target_blog: string | null;
            new_window: boolean;
            position: number;
            /** @description The linked page's, blog's or entry's current id, title, fullpath, public_url and published; null for url and heading items */
            target: {
                id: string;
                title: string;
                fullpath: string | null;
                public_url: string | null;
                published: boolean;
            } | null;
            children: components["schemas"]["ListMenusPart0"][];
        };
        LoginResponse: {
            token: string;
            /** @description The same secret as `token` */
            access_token: string;
            /** @enum {string} */
            token_type: "bearer";
            expires_in: number;
            /** Format: date-time */
            expired_at: string;
            scopes: string[];
            user: components["schemas"]["User"];
        };
        Member: {
            /** Format: uri */
            url: string;
            user: {
                id: string;
                email: string;
                name: string;
            };
            /** @enum {string} */
            role: "owner" | "member";
            /** Format: date-time */
            created_at: string;
        };
        OAuthClient: {
            client_id: string;
            /** Format: uri */
            url: string;
            client_secret?: string;
            name: string;
            redirect_uris: string[];
            scopes: string[];
            confidential: boolean;
            first_party: boolean;
            /** @enum {string} */
            token_endpoint_auth_method: "client_secret_basic" | "none";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        OAuthError: {
            /** @description RFC 6749 / 7009 / 7591 / OpenID Connect error code */
            error: string;
            error_description: string;
            errors?: components["schemas"]["FieldError"][];
        };
        OAuthTokenResponse: {
            access_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            expires_in: number;
            refresh_token: string;
            /** @description When the grant includes the openid scope */
            id_token?: string;
            scope: string;
        };
        OgImage: {
            size?: number;
            width?: number;
            height?: number;
        } & {
            [key: string]: string;
        };
        OpenIdConfiguration: {
            /** Format: uri */
            issuer: string;
            /** Format: uri */
            authorization_endpoint: string;
            /** Format: uri */
            token_endpoint: string;
            /** Format: uri */
            userinfo_endpoint: string;
            /** Format: uri */
            jwks_uri: string;
            /** Format: uri */
            revocation_endpoint: string;
            /** Format: uri */
            introspection_endpoint: string;
            scopes_supported: string[];
            response_types_supported: string[];
            response_modes_supported: string[];
            grant_types_supported: string[];
            subject_types_supported: string[];
            id_token_signing_alg_values_supported: string[];
            token_endpoint_auth_methods_supported: string[];
            revocation_endpoint_auth_methods_supported: string[];
            introspection_endpoint_auth_methods_supported: string[];
            code_challenge_methods_supported: string[];
            claims_supported: string[];
            authorization_response_iss_parameter_supported: boolean;
            request_parameter_supported: boolean;
            request_uri_parameter_supported: boolean;
            claims_parameter_supported: boolean;
        };
        Page: {
            id: string;
            /** Format: uri */
            url: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            title: string;
            slug: string;
            /** @description Parent page id; null for a root page */
            parent: string | null;
            fullpath: string;
            depth: number;
            parent_path: string;
            /** Format: uri */
            public_url: string;
            published: boolean;
            homepage: boolean;
            position: number;
            locales: string[];
            template?: string;
            channel?: string;
            filter?: string;
            security_mechanism?: string;
            fixed_locale?: string;
            seo_title?: string;
            seo_description?: string;
            seo_keywords?: string;
            og_image?: components["schemas"]["OgImage"];
            items: {
                [key: string]: components["schemas"]["Editable"];
            };
            translations: {
                [key: string]: {
                    [key: string]: string;
                };
            };
        } & {
            [key: string]: string;
        };
        Product: {
            id: string;
            /** Format: uri */
            url: string;
            name: string;
            slug: string;
            description: string | null;
            /** @enum {string} */
            status: "draft" | "active" | "archived";
            /**
             * @description An amount in the site currency, at most 2 decimals
             * @example 4.99
             */
            price: number;
            compare_at_price: number | null;
            sku: string | null;
            weight: number | null;
            track_inventory: boolean;
            /** @description Stock; for a product with variants the sum of theirs (read-only) */
            inventory_quantity: number;
            product_type_id: string | null;
            /** @description The vendor (`GET /vendors/{id}`); null: none */
            vendor: {
                id: string;
                slug: string;
                name: string;
            } | null;
            /** @description VAT category (wins over the product type's); null: the type's, else the standard rate */
            tax_category: string | null;
            collection_ids: string[];
            /** @description File objects of the product's images, in order */
            images: ({
                filename: string;
                url: string;
                content_type: string;
                permanent_url: string;
                permanent_relative_url: string;
                permanent_backend_url: string;
                version: string;
                /** @description Lowercase hex SHA-256 of the bytes */
                checksum: string;
                size: number;
                width?: number;
                height?: number;
                /** @description The upload this file came from */
                upload_id: string;
            } & {
                [key: string]: string;
            })[];
            custom_fields: {
                [key: string]: unknown;
            };
            options: string[];
            variants: components["schemas"]["Variant"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ProductType: {
            id: string;
            /** Format: uri */
            url: string;
            name: string;
            slug: string;
            customizations: components["schemas"]["Customization"][];
            /** @description VAT category of its products; null: the standard rate */
            tax_category: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Repeatable: {
            id: string;
            slug: string;
            position: number;
            items: {
                [key: string]: components["schemas"]["Editable"];
            };
        };
        ShippingRate: {
            id: string;
            /** Format: uri */
            url: string;
            name: string;
            default: boolean;
            pickup: boolean;
            /** @enum {string} */
            criteria: "none" | "weight" | "order_total";
            price: number;
            weight_min: number | null;
            weight_max: number | null;
            order_min: number | null;
            order_max: number | null;
            restricted: boolean;
            zipcodes: string[];
            region_id: string | null;
            /** @description Echoes region_id; regions are not a resource of this API */
            region: {
                id: string;
            } | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Site: {
            id: string;
            /** Format: uri */
            url: string;
            subdomain: string;
            name: string;
            locales: string[];
            /** @description ISO 4217 code of the site's prices and orders (absent in lists of sites) */
            currency?: string;
            /** @description An unconfirmed customer's sign-in is refused with 403 unconfirmed (absent in lists of sites) */
            require_customer_confirmation?: boolean;
            /** @description The API version requests without X-Service-Version are answered in; null: the first version (absent in lists of sites) */
            api_version?: string | null;
            unpaid_order_ttl_hours?: number | null;
            /** Format: date-time */
            created_at: string;
            /** @enum {string} */
            role?: "owner" | "member";
        };
        Theme: {
            id: string;
            /** Format: uri */
            url: string;
            /** Format: uri */
            permalink: string;
            name: string;
            short: string;
            /** Format: uri */
            cdn_root: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ThemeAsset: {
            id: string;
            /** Format: uri */
            url: string;
            /** Format: uri */
            permalink: string;
            name: string;
            folder: string | null;
            path: string;
            /** @description The source; null for a binary asset */
            code: string | null;
            /** @description Bytes of the code or binary body */
            size: number;
            /** @description SHA-256 (lowercase hex) of the stored bytes: the code as UTF-8, or the binary body. Compare it with a local file to know whether it changed. Null only for a binary asset stored before checksums existed. */
            checksum: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            changed_by: {
                user_id: string | null;
                token_id: string;
            };
            changed_live: boolean;
            /** Format: uri */
            public_url: string;
            content_type: string;
            binary: boolean;
            /** @description An asset kept in the media bucket (pushed as an upload): its file object; fetch its body from file.url */
            file?: {
                filename: string;
                url: string;
                content_type: string;
                permanent_url: string;
                permanent_relative_url: string;
                permanent_backend_url: string;
                version: string;
                /** @description Lowercase hex SHA-256 of the bytes */
                checksum: string;
                size: number;
                width?: number;
                height?: number;
                /** @description The upload this file came from */
                upload_id: string;
            } & {
                [key: string]: string;
            };
            /** @description Base64 body of a binary asset kept in the table (GET of one asset only) */
            content?: string;
        };
        ThemeBundle: {
            theme: components["schemas"]["Theme"];
            layouts: components["schemas"]["ThemeItem"][];
            templates: components["schemas"]["ThemeItem"][];
            snippets: components["schemas"]["ThemeItem"][];
            assets: components["schemas"]["ThemeAsset"][];
        };
        ThemeItem: {
            id: string;
            /** Format: uri */
            url: string;
            /** Format: uri */
            permalink: string;
            name: string;
            folder: string | null;
            path: string;
            /** @description The source; null for a binary asset */
            code: string | null;
            /** @description Bytes of the code or binary body */
            size: number;
            /** @description SHA-256 (lowercase hex) of the stored bytes: the code as UTF-8, or the binary body. Compare it with a local file to know whether it changed. Null only for a binary asset stored before checksums existed. */
            checksum: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            changed_by: {
                user_id: string | null;
                token_id: string;
            };
            changed_live: boolean;
        };
        Token: {
            id: string;
            /** Format: uri */
            url: string;
            /** @description The secret: only in the response of POST /tokens */
            token?: string;
            /** @description First characters of the secret */
            token_hint: string;
            note: string;
            note_url: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            scopes: string[];
            app: {
                name: string;
                url: string;
            };
            master_token: boolean;
            /** @description Seconds left; null for a token that never expires */
            expires_in: number | null;
            expired_at: string | null;
            /** @description True for a site token */
            site_wide: boolean;
            /** @description The bound site of a site token */
            site: string | null;
            /** @description When the token was last used, to the minute (written at most once a minute); null until its first use */
            last_used_at: string | null;
        };
        User: {
            id: string;
            email: string;
            name: string;
            /** Format: date-time */
            created_at: string;
        };
        UserInfo: {
            sub: string;
            name?: string;
            given_name?: string;
            family_name?: string;
            email?: string;
            email_verified?: boolean;
            site_id?: string;
        };
        Variant: {
            id: string;
            sku: string | null;
            option_values: string[];
            /** @description null: the product's price applies */
            price: number | null;
            compare_at_price: number | null;
            /** @description null: the product's weight applies */
            weight: number | null;
            inventory_quantity: number;
        };
    };
    responses: {
        /** @description 400: Malformed request: bad path or query, malformed JSON, missing X-Service-Site */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 401: Missing, invalid, expired or revoked credentials */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 403: Missing scope (see X-Accepted-OAuth-Scopes), not a member of the site, or not allowed */
        Forbidden: {
            headers: {
                "X-Accepted-OAuth-Scopes": components["headers"]["X-Accepted-OAuth-Scopes"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 404: Not found (also for another site's resources) */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 409: A conflict with the resource's state (a taken slug, an invalid transition, out of stock); a channel's entries being re-keyed for its new order (channel_reindexing, with Retry-After); or a retry while the first request with this Idempotency-Key still runs (with Retry-After: retry as is) */
        Conflict: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 412: If-Match does not match the current ETag */
        PreconditionFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 413: The body is too large */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 415: The body is not JSON */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 422: Invalid fields (one `errors` entry per field), an Idempotency-Key reused with another request, or a list's invalid `where[…]`/`sort` (`errors[].field` names the parameter; `sort_not_indexed` for a sort no index serves on a list of more than 1,000 items) */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 428: If-Match is required */
        PreconditionRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 429: Rate limited or too many sign-in attempts; retry after Retry-After seconds */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 500: Unexpected error (generic body; the cause is logged) */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 502: A payment provider refused or could not be reached (provider_refused); nothing was changed */
        BadGateway: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 503: A dependency is briefly unavailable (service_unavailable), or a write collided with concurrent writes after the server's own retries and was not applied (contention); retry after Retry-After seconds */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 504: Cloud code ran past its time limit (cloud_code_timeout) */
        GatewayTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description 400: Malformed request: bad path or query, malformed JSON, missing X-Service-Site */
        OAuthBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
            };
        };
        /** @description 401: Missing, invalid, expired or revoked credentials */
        OAuthUnauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
            };
        };
        /** @description 403: Missing scope (see X-Accepted-OAuth-Scopes), not a member of the site, or not allowed */
        OAuthForbidden: {
            headers: {
                "X-Accepted-OAuth-Scopes": components["headers"]["X-Accepted-OAuth-Scopes"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
            };
        };
        /** @description 404: Not found (also for another site's resources) */
        OAuthNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
            };
        };
        /** @description 409: A conflict with the resource's state (a taken slug, an invalid transition, out of stock); a channel's entries being re-keyed for its new order (channel_reindexing, with Retry-After); or a retry while the first request with this Idempotency-Key still runs (with Retry-After: retry as is) */
        OAuthConflict: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
            };
        };
        /** @description 413: The body is too large */
        OAuthPayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
            };
        };
        /** @description 415: The body is not JSON */
        OAuthUnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
            };
        };
        /** @description 422: Invalid fields (one `errors` entry per field), an Idempotency-Key reused with another request, or a list's invalid `where[…]`/`sort` (`errors[].field` names the parameter; `sort_not_indexed` for a sort no index serves on a list of more than 1,000 items) */
        OAuthUnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
            };
        };
        /** @description 429: Rate limited or too many sign-in attempts; retry after Retry-After seconds */
        OAuthTooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
            };
        };
        /** @description 500: Unexpected error (generic body; the cause is logged) */
        OAuthInternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
            };
        };
        /** @description 503: A dependency is briefly unavailable (service_unavailable), or a write collided with concurrent writes after the server's own retries and was not applied (contention); retry after Retry-After seconds */
        OAuthServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["OAuthError"];
            };
        };
        /** @description 400: Malformed request: bad path or query, malformed JSON, missing X-Service-Site */
        HtmlBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/html": string;
            };
        };
        /** @description 409: A conflict with the resource's state (a taken slug, an invalid transition, out of stock); a channel's entries being re-keyed for its new order (channel_reindexing, with Retry-After); or a retry while the first request with this Idempotency-Key still runs (with Retry-After: retry as is) */
        HtmlConflict: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "text/html": string;
            };
        };
        /** @description 413: The body is too large */
        HtmlPayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/html": string;
            };
        };
        /** @description 500: Unexpected error (generic body; the cause is logged) */
        HtmlInternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/html": string;
            };
        };
        /** @description 503: A dependency is briefly unavailable (service_unavailable), or a write collided with concurrent writes after the server's own retries and was not applied (contention); retry after Retry-After seconds */
        HtmlServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "text/html": string;
            };
        };
    };
    parameters: {
        /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
        IdempotencyKey: string;
        /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
        IfNoneMatch: string;
    };
    requestBodies: never;
    headers: {
        /** @description Address of the created resource (or of the redirect) */
        Location: string;
        /** @description The strong entity tag of the resource as sent, for If-None-Match (and, on pages, If-Match) */
        ETag: string;
        /** @description `private, no-cache`: a cache may keep the resource but must revalidate it (If-None-Match) before each use */
        "Cache-Control": string;
        /** @description `Authorization, X-Service-Site, Session-Token`: the answer depends on the caller, the site and the customer session */
        Vary: string;
        /** @description RFC 8288 links: `rel="next"` while more items remain, then `rel="last"` (a cursor that reads back from the end), `rel="first"` and `rel="prev"` on pages after the first */
        Link: string;
        /** @description Seconds to wait before retrying */
        "Retry-After": number;
        /** @description The bearer challenge */
        "WWW-Authenticate": string;
        /** @description The token's scopes */
        "X-OAuth-Scopes": string;
        /** @description The scopes the endpoint accepts */
        "X-Accepted-OAuth-Scopes": string;
        /** @description Requests allowed per window */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the window */
        "X-RateLimit-Remaining": number;
        /** @description End of the window (epoch seconds) */
        "X-RateLimit-Reset": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "get-docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            500: components["responses"]["InternalServerError"];
        };
    };
    "get-docs-asset": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                asset: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
        };
    };
    "get-health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            500: components["responses"]["InternalServerError"];
        };
    };
    "get-openapi": {
        parameters: {
            query?: {
                /** @description An API version (`GET /versions`); default: the first */
                version?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                        info: {
                            [key: string]: unknown;
                        };
                        servers: {
                            url: string;
                            description?: string;
                        }[];
                        paths: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalServerError"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    email?: string;
                    password?: string;
                    description?: string;
                    expires_in?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-tokens": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-token": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    scopes?: string[];
                    note: string;
                    /** Format: uri */
                    note_url?: string;
                    /** @default false */
                    master_token?: boolean;
                    site_id?: string;
                    /** @default 7776000 */
                    expires_in?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-token": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-user": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-current-site": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        subdomain: string;
                        name: string;
                        locales: string[];
                        /** @description ISO 4217 code of the site's prices and orders (absent in lists of sites) */
                        currency?: string;
                        /** @description An unconfirmed customer's sign-in is refused with 403 unconfirmed (absent in lists of sites) */
                        require_customer_confirmation?: boolean;
                        /** @description The API version requests without X-Service-Version are answered in; null: the first version (absent in lists of sites) */
                        api_version?: string | null;
                        unpaid_order_ttl_hours?: number | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @enum {string} */
                        role?: "owner" | "member";
                        /** @description Bytes of storage the site's ready uploads hold (theme assets included) */
                        storage_bytes: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-current-site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description ISO 4217 currency code
                     * @example EUR
                     */
                    currency?: string;
                    require_customer_confirmation?: boolean;
                    api_version?: string | null;
                    unpaid_order_ttl_hours?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-sites": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-site": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subdomain: string;
                    name: string;
                    /**
                     * @default [
                     *       "en"
                     *     ]
                     */
                    locales?: string[];
                    /**
                     * @description ISO 4217 currency code
                     * @example EUR
                     */
                    currency?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-site": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                site: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-members": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                site: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "add-member": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                site: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    name?: string;
                    password?: string;
                    /**
                     * @default member
                     * @enum {string}
                     */
                    role?: "owner" | "member";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "remove-member": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site: string;
                user: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-pages": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
                fullpath?: string;
                "fullpath.start"?: string;
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: title, slug, template, published, homepage, parent (page id), position, fullpath, created_at, updated_at. Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[published]=true&where[parent]=<page id>&sort=position`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: fullpath. Served by an index at any size: fullpath and created_at. Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-page": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    slug?: string;
                    parent?: string | null;
                    published?: boolean;
                    homepage?: boolean;
                    position?: number;
                    locales?: string[];
                    og_image?: {
                        size?: number;
                        width?: number;
                        height?: number;
                    } & {
                        [key: string]: string;
                    };
                    items?: unknown;
                    translations?: {
                        [key: string]: {
                            [key: string]: string;
                        };
                    };
                    template?: string;
                    channel?: string;
                    filter?: string;
                    security_mechanism?: string;
                    fixed_locale?: string;
                    seo_title?: string;
                    seo_description?: string;
                    seo_keywords?: string;
                    id?: unknown;
                    url?: unknown;
                    created_at?: unknown;
                    updated_at?: unknown;
                    fullpath?: unknown;
                    depth?: unknown;
                    parent_path?: unknown;
                    public_url?: unknown;
                } & {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "count-pages": {
        parameters: {
            query?: {
                fullpath?: string;
                "fullpath.start"?: string;
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: title, slug, template, published, homepage, parent (page id), position, fullpath, created_at, updated_at. Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[published]=true&where[parent]=<page id>&sort=position`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: fullpath. Served by an index at any size: fullpath and created_at. Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many items the list holds for these filters */
                        count: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-page": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                page: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page"];
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-page": {
        parameters: {
            query?: never;
            header?: {
                /** @description The page's ETag: 412 when the page has changed */
                "if-match"?: string;
            };
            path: {
                page: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-page": {
        parameters: {
            query?: {
                redirect?: "true" | "false";
            };
            header?: {
                /** @description The page's ETag: 412 when the page has changed */
                "if-match"?: string;
            };
            path: {
                page: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    slug?: string;
                    parent?: string | null;
                    published?: boolean;
                    homepage?: boolean;
                    position?: number;
                    locales?: string[];
                    og_image?: ({
                        size?: number;
                        width?: number;
                        height?: number;
                    } & {
                        [key: string]: string;
                    }) | null;
                    items?: unknown;
                    translations?: {
                        [key: string]: {
                            [key: string]: string;
                        };
                    };
                    template?: string | null;
                    channel?: string | null;
                    filter?: string | null;
                    security_mechanism?: string | null;
                    fixed_locale?: string | null;
                    seo_title?: string | null;
                    seo_description?: string | null;
                    seo_keywords?: string | null;
                    id?: unknown;
                    url?: unknown;
                    created_at?: unknown;
                    updated_at?: unknown;
                    fullpath?: unknown;
                    depth?: unknown;
                    parent_path?: unknown;
                    public_url?: unknown;
                } & {
                    [key: string]: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "batch-page": {
        parameters: {
            query?: {
                atomic?: "true" | "false";
                include?: "result";
                redirect?: "true" | "false";
            };
            header: {
                /** @description The page's current ETag (or *): 428 when absent, 412 when stale */
                "if-match": string;
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                page: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    operations: {
                        op: string;
                        path: string;
                        value?: string | {
                            upload_id: string;
                        };
                        after?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Not applied */
            422: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchFailed"] | components["schemas"]["Error"];
                };
            };
            428: components["responses"]["PreconditionRequired"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-blogs": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Blog"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-blog": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug?: string;
                    description?: string;
                    seo_title?: string;
                    seo_description?: string;
                    seo_keywords?: string;
                    header?: {
                        [key: string]: unknown;
                    };
                    customizations?: {
                        [key: string]: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Blog"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "count-blogs": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many items the list holds for these filters */
                        count: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-blog": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                blog: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Blog"];
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-blog": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                blog: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    slug?: string;
                    description?: string;
                    seo_title?: string;
                    seo_description?: string;
                    seo_keywords?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Blog"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-blog": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                blog: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-articles": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: status, tags (where[tags]=x matches articles tagged x; in and exists too), publish_at, title, slug, created_at. Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[status]=published&where[tags]=news&sort=-publish_at`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: created_at, oldest first. Served by an index at any size: created_at. Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: never;
            path: {
                blog: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Article"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-article": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                blog: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    slug?: string;
                    text_content?: string;
                    text_excerpt?: string;
                    /** @enum {string} */
                    status?: "draft" | "published";
                    /** Format: date-time */
                    publish_at?: string;
                    tags?: string[];
                    author?: string;
                    locales?: string[];
                    header?: {
                        [key: string]: unknown;
                    };
                    thumbnail?: {
                        [key: string]: unknown;
                    };
                    og_image?: {
                        [key: string]: unknown;
                    };
                    og_fb_publisher?: string;
                    og_tw_creator?: string;
                    seo_title?: string;
                    seo_description?: string;
                    seo_keywords?: string;
                    id?: unknown;
                    url?: unknown;
                    created_at?: unknown;
                    updated_at?: unknown;
                    next_article?: unknown;
                    previous_article?: unknown;
                    public_url?: unknown;
                    fullpath?: unknown;
                    slugified_tags?: unknown;
                } & {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Article"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "count-articles": {
        parameters: {
            query?: {
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: status, tags (where[tags]=x matches articles tagged x; in and exists too), publish_at, title, slug, created_at. Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[status]=published&where[tags]=news&sort=-publish_at`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: created_at, oldest first. Served by an index at any size: created_at. Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                blog: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many items the list holds for these filters */
                        count: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-article": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                blog: string;
                article: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Article"];
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-article": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                blog: string;
                article: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    slug?: string;
                    text_content?: string;
                    text_excerpt?: string;
                    /** @enum {string} */
                    status?: "draft" | "published";
                    /** Format: date-time */
                    publish_at?: string;
                    tags?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Article"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-article": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                blog: string;
                article: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-blog-feed-atom": {
        parameters: {
            query?: {
                /** @description The site: its id or subdomain (or send X-Service-Site) */
                site?: string;
            };
            header?: never;
            path: {
                blog: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": string;
                };
            };
            /** @description Success */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-blog-feed-rss": {
        parameters: {
            query?: {
                /** @description The site: its id or subdomain (or send X-Service-Site) */
                site?: string;
            };
            header?: never;
            path: {
                blog: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": string;
                };
            };
            /** @description Success */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-menus": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        slug: string;
                        name: string;
                        items: components["schemas"]["ListMenusPart0"][];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-menu": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug?: string;
                    /** @description The whole tree, replacing the stored one. Each item: `{id?, title, kind, target_page | target_blog | target_entry | target_url, new_window?, children?}`; `kind` is page, blog, entry, url or heading. `target_page`: a page id or fullpath; `target_blog`: a blog id or slug; `target_entry`: `{channel, entry}` (ids); `target_url`: a path or an http(s):, mailto: or tel: URL. Ids of existing items sent back are kept. Depth 4, 500 items, 95 distinct linked targets, titles up to 200 characters. */
                    items?: unknown[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        slug: string;
                        name: string;
                        items: components["schemas"]["ListMenusPart0"][];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "count-menus": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many items the list holds for these filters */
                        count: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-menu": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                menu: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        slug: string;
                        name: string;
                        items: components["schemas"]["ListMenusPart0"][];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-menu": {
        parameters: {
            query?: never;
            header?: {
                /** @description The menu's ETag: 412 when the menu has changed */
                "if-match"?: string;
            };
            path: {
                menu: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    slug?: string;
                    /** @description The whole tree, replacing the stored one. Each item: `{id?, title, kind, target_page | target_blog | target_entry | target_url, new_window?, children?}`; `kind` is page, blog, entry, url or heading. `target_page`: a page id or fullpath; `target_blog`: a blog id or slug; `target_entry`: `{channel, entry}` (ids); `target_url`: a path or an http(s):, mailto: or tel: URL. Ids of existing items sent back are kept. Depth 4, 500 items, 95 distinct linked targets, titles up to 200 characters. */
                    items?: unknown[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        slug: string;
                        name: string;
                        items: components["schemas"]["ListMenusPart0"][];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-menu": {
        parameters: {
            query?: never;
            header?: {
                /** @description The menu's ETag: 412 when the menu has changed */
                "if-match"?: string;
            };
            path: {
                menu: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "patch-menu": {
        parameters: {
            query?: never;
            header?: {
                /** @description The menu's ETag: 412 when the menu has changed */
                "if-match"?: string;
            };
            path: {
                menu: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    slug?: string;
                    /** @description The whole tree, replacing the stored one. Each item: `{id?, title, kind, target_page | target_blog | target_entry | target_url, new_window?, children?}`; `kind` is page, blog, entry, url or heading. `target_page`: a page id or fullpath; `target_blog`: a blog id or slug; `target_entry`: `{channel, entry}` (ids); `target_url`: a path or an http(s):, mailto: or tel: URL. Ids of existing items sent back are kept. Depth 4, 500 items, 95 distinct linked targets, titles up to 200 characters. */
                    items?: unknown[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        slug: string;
                        name: string;
                        items: components["schemas"]["ListMenusPart0"][];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-redirects": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: source (prefix reads only the matching part of the index; `source.start=` is an alias), target, status_code, created_at, updated_at. Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[source][prefix]=/blog/`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: source, ascending. Served by an index at any size: source. Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        source: string;
                        target: string;
                        status_code: 301 | 302 | 307 | 308;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-redirect": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A path; a trailing slash and any query string are dropped */
                    source: string;
                    /** @description A path or an absolute http(s) URL */
                    target: string;
                    status_code?: 301 | 302 | 307 | 308;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        source: string;
                        target: string;
                        status_code: 301 | 302 | 307 | 308;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "import-redirects": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Up to 1,000 `{source, target, status_code?}`; every entry is checked before any is written */
                    redirects: unknown[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        updated: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "count-redirects": {
        parameters: {
            query?: {
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: source (prefix reads only the matching part of the index; `source.start=` is an alias), target, status_code, created_at, updated_at. Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[source][prefix]=/blog/`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: source, ascending. Served by an index at any size: source. Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many items the list holds for these filters */
                        count: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "resolve-redirect": {
        parameters: {
            query: {
                path: string;
            };
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        source: string;
                        /** @description The final target, after following the chain */
                        target: string;
                        /** @description The first redirect's status code */
                        status_code: 301 | 302 | 307 | 308;
                        /** @description Redirects followed (at most 5) */
                        hops: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-redirect": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                redirect: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        source: string;
                        target: string;
                        status_code: 301 | 302 | 307 | 308;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-redirect": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                redirect: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A path; a trailing slash and any query string are dropped */
                    source?: string;
                    /** @description A path or an absolute http(s) URL */
                    target?: string;
                    status_code?: 301 | 302 | 307 | 308;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        source: string;
                        target: string;
                        status_code: 301 | 302 | 307 | 308;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-redirect": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                redirect: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "patch-redirect": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                redirect: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A path; a trailing slash and any query string are dropped */
                    source?: string;
                    /** @description A path or an absolute http(s) URL */
                    target?: string;
                    status_code?: 301 | 302 | 307 | 308;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        source: string;
                        target: string;
                        status_code: 301 | 302 | 307 | 308;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-themes": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Theme"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-theme": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    short?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Theme"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-theme": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                theme: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeBundle"];
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-theme": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                theme: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    short?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Theme"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-theme": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                theme: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-theme-assets": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                theme: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeAsset"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "upsert-theme-asset": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                theme: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    code?: string;
                    /** Format: base64 */
                    content?: string;
                    upload_id?: string;
                    content_type?: string;
                    folder?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeAsset"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeAsset"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-theme-asset": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                theme: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeAsset"];
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-theme-asset": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                theme: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-theme-layouts": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                theme: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "upsert-theme-layout": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                theme: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    code: string;
                    folder?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeItem"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-theme-layout": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                theme: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-theme-layout": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                theme: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-theme-snippets": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                theme: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "upsert-theme-snippet": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                theme: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    code: string;
                    folder?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeItem"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-theme-snippet": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                theme: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-theme-snippet": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                theme: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-theme-templates": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                theme: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "upsert-theme-template": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                theme: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    code: string;
                    folder?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeItem"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-theme-template": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                theme: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThemeItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-theme-template": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                theme: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-channels": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Channel"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-channel": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug?: string;
                    /** @default [] */
                    customizations?: {
                        id?: string;
                        name: string;
                        label?: string;
                        hint?: string;
                        /** @enum {string} */
                        type: "string" | "text" | "integer" | "float" | "boolean" | "date" | "select" | "file" | "belongs_to";
                        /** @default false */
                        required?: boolean;
                        required_expression?: string;
                        /** @default false */
                        immutable?: boolean;
                        /** @default false */
                        localized?: boolean;
                        /** @default false */
                        unique?: boolean;
                        /** @default false */
                        encrypted?: boolean;
                        /** @default false */
                        auto_expand?: boolean;
                        select_options?: {
                            id?: string;
                            position?: number;
                            name: string;
                            slug?: string;
                        }[];
                        /** @default false */
                        private_storage?: boolean;
                        text_formatting?: string;
                        reference?: string;
                        geo_type?: string;
                        calculated_expression?: string;
                        calculation_type?: string;
                    }[];
                    description?: string;
                    sensitive?: boolean;
                    acl?: {
                        /**
                         * @description public, customers, owner, none, or group:<slug> (the customers of that customer group)
                         * @default none
                         */
                        create?: ("public" | "customers" | "owner" | "none") | string;
                        /**
                         * @description public, customers, owner, none, or group:<slug> (the customers of that customer group)
                         * @default none
                         */
                        read?: ("public" | "customers" | "owner" | "none") | string;
                        /**
                         * @description public, customers, owner, none, or group:<slug> (the customers of that customer group)
                         * @default none
                         */
                        update?: ("public" | "customers" | "owner" | "none") | string;
                        /**
                         * @description public, customers, owner, none, or group:<slug> (the customers of that customer group)
                         * @default none
                         */
                        delete?: ("public" | "customers" | "owner" | "none") | string;
                    };
                    submittable?: boolean;
                    rss_enabled?: boolean;
                    label_field?: string;
                    title_field?: string;
                    order_by?: string;
                    /** @enum {string} */
                    order_direction?: "asc" | "desc";
                    search_enabled?: boolean;
                    search_excluded_field_ids?: string[];
                    submittable_fields?: string[];
                    submittable_html_fields?: string[];
                    submittable_notifications?: boolean;
                    submittable_receivers?: string;
                    submittable_notification_template?: string;
                    submittable_confirmations?: boolean;
                    submittable_confirmation_receivers?: string;
                    submittable_confirmation_template?: string;
                    spam_detection?: boolean;
                    rss_title?: string;
                    rss_description?: string;
                    rss_title_field?: string;
                    rss_description_field?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Channel"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "count-channels": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many items the list holds for these filters */
                        count: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-channel": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                channel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Channel"];
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-channel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channel: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    slug?: string;
                    customizations?: {
                        id?: string;
                        name: string;
                        label?: string;
                        hint?: string;
                        /** @enum {string} */
                        type: "string" | "text" | "integer" | "float" | "boolean" | "date" | "select" | "file" | "belongs_to";
                        /** @default false */
                        required?: boolean;
                        required_expression?: string;
                        /** @default false */
                        immutable?: boolean;
                        /** @default false */
                        localized?: boolean;
                        /** @default false */
                        unique?: boolean;
                        /** @default false */
                        encrypted?: boolean;
                        /** @default false */
                        auto_expand?: boolean;
                        select_options?: {
                            id?: string;
                            position?: number;
                            name: string;
                            slug?: string;
                        }[];
                        /** @default false */
                        private_storage?: boolean;
                        text_formatting?: string;
                        reference?: string;
                        geo_type?: string;
                        calculated_expression?: string;
                        calculation_type?: string;
                    }[];
                    description?: string;
                    sensitive?: boolean;
                    acl?: {
                        /**
                         * @description public, customers, owner, none, or group:<slug> (the customers of that customer group)
                         * @default none
                         */
                        create?: ("public" | "customers" | "owner" | "none") | string;
                        /**
                         * @description public, customers, owner, none, or group:<slug> (the customers of that customer group)
                         * @default none
                         */
                        read?: ("public" | "customers" | "owner" | "none") | string;
                        /**
                         * @description public, customers, owner, none, or group:<slug> (the customers of that customer group)
                         * @default none
                         */
                        update?: ("public" | "customers" | "owner" | "none") | string;
                        /**
                         * @description public, customers, owner, none, or group:<slug> (the customers of that customer group)
                         * @default none
                         */
                        delete?: ("public" | "customers" | "owner" | "none") | string;
                    };
                    submittable?: boolean;
                    rss_enabled?: boolean;
                    label_field?: string;
                    title_field?: string;
                    order_by?: string;
                    /** @enum {string} */
                    order_direction?: "asc" | "desc";
                    search_enabled?: boolean;
                    search_excluded_field_ids?: string[];
                    submittable_fields?: string[];
                    submittable_html_fields?: string[];
                    submittable_notifications?: boolean;
                    submittable_receivers?: string;
                    submittable_notification_template?: string;
                    submittable_confirmations?: boolean;
                    submittable_confirmation_receivers?: string;
                    submittable_confirmation_template?: string;
                    spam_detection?: boolean;
                    rss_title?: string;
                    rss_description?: string;
                    rss_title_field?: string;
                    rss_description_field?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Channel"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-channel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-entries": {
        parameters: {
            query?: {
                use_acl?: "0" | "1" | "true" | "false";
                /** @description Only the entries whose searchable fields match these words (the search engine's rules: every word, the last a prefix, one typo on long words, quoted phrases); the list's order and other filters still apply. A channel without search matches nothing. */
                q?: string;
                /** @description The locale `q` searches (default: the site's first). */
                locale?: string;
                per_page?: number;
                cursor?: string;
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: any customization field (files excepted; a belongs_to field by entry id), plus id, slug, created_at, updated_at; ACLs still apply (use_acl too). Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[city]=ghent&where[starts][gte]=2026-06-01&sort=starts&per_page=10`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: the channel's order_by and order_direction. Served by an index at any size: the channel's order_by (either direction), created_at and updated_at; while a change of order_by re-keys the channel's entries, its order is sorted in memory, or answers 409 channel_reindexing (Retry-After) on channels of more than 1,000 entries. Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: {
                /** @description A customer session (from POST /customers/login): the request acts as that customer */
                "session-token"?: string;
                /** @description Same as Session-Token */
                "x-service-session-token"?: string;
            };
            path: {
                channel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Entry"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-entry": {
        parameters: {
            query?: {
                use_acl?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description A customer session (from POST /customers/login): the request acts as that customer */
                "session-token"?: string;
                /** @description Same as Session-Token */
                "x-service-session-token"?: string;
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                channel: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug?: string | null;
                    /** @default {} */
                    fields?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Entry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "count-entries": {
        parameters: {
            query?: {
                use_acl?: "0" | "1" | "true" | "false";
                /** @description Only the entries whose searchable fields match these words (the search engine's rules: every word, the last a prefix, one typo on long words, quoted phrases); the list's order and other filters still apply. A channel without search matches nothing. */
                q?: string;
                /** @description The locale `q` searches (default: the site's first). */
                locale?: string;
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: any customization field (files excepted; a belongs_to field by entry id), plus id, slug, created_at, updated_at; ACLs still apply (use_acl too). Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[city]=ghent&where[starts][gte]=2026-06-01&sort=starts&per_page=10`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: the channel's order_by and order_direction. Served by an index at any size: the channel's order_by (either direction), created_at and updated_at; while a change of order_by re-keys the channel's entries, its order is sorted in memory, or answers 409 channel_reindexing (Retry-After) on channels of more than 1,000 entries. Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: {
                /** @description A customer session (from POST /customers/login): the request acts as that customer */
                "session-token"?: string;
                /** @description Same as Session-Token */
                "x-service-session-token"?: string;
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                channel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many items the list holds for these filters */
                        count: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-entry": {
        parameters: {
            query?: {
                use_acl?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description A customer session (from POST /customers/login): the request acts as that customer */
                "session-token"?: string;
                /** @description Same as Session-Token */
                "x-service-session-token"?: string;
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                channel: string;
                entry: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Entry"];
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-entry": {
        parameters: {
            query?: {
                use_acl?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description A customer session (from POST /customers/login): the request acts as that customer */
                "session-token"?: string;
                /** @description Same as Session-Token */
                "x-service-session-token"?: string;
            };
            path: {
                channel: string;
                entry: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug?: string | null;
                    /** @default {} */
                    fields?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Entry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "delete-entry": {
        parameters: {
            query?: {
                use_acl?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description A customer session (from POST /customers/login): the request acts as that customer */
                "session-token"?: string;
                /** @description Same as Session-Token */
                "x-service-session-token"?: string;
            };
            path: {
                channel: string;
                entry: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "get-channel-feed-atom": {
        parameters: {
            query?: {
                /** @description The site: its id or subdomain (or send X-Service-Site) */
                site?: string;
            };
            header?: never;
            path: {
                channel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": string;
                };
            };
            /** @description Success */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-channel-feed-rss": {
        parameters: {
            query?: {
                /** @description The site: its id or subdomain (or send X-Service-Site) */
                site?: string;
            };
            header?: never;
            path: {
                channel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": string;
                };
            };
            /** @description Success */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "mark-entry-not-spam": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                channel: string;
                entry: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Entry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-submission": {
        parameters: {
            query?: never;
            header?: {
                /** @description A customer session (from POST /customers/login): the request acts as that customer */
                "session-token"?: string;
                /** @description Same as Session-Token */
                "x-service-session-token"?: string;
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                channel: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
                "application/x-www-form-urlencoded": {
                    [key: string]: unknown;
                };
                "multipart/form-data": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        channel_id: string;
                        /** @description The values stored (HTML fields sanitized) */
                        fields: {
                            [key: string]: unknown;
                        };
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description Redirect to the client after the form */
            303: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-submission-form-token": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Send it back as the _form_token field of the submission */
                        form_token: string;
                        /** @description The field to send it in: _form_token */
                        field: string;
                        /** @description The honeypot field to render hidden and leave empty: _gotcha */
                        honeypot_field: string;
                        /** @description A submission sent sooner after the token was issued is judged spam */
                        min_seconds: number;
                        /** Format: date-time */
                        expires_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-customers": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: email (prefix too; case-insensitive), created_at, groups (a group id or slug: eq reads the group's members from its index). Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[email][prefix]=ann&sort=-created_at`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: created_at, oldest first. Served by an index at any size: created_at. Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-customer": {
        parameters: {
            query?: {
                notify?: "true" | "false";
            };
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                    first_name?: string;
                    last_name?: string;
                    phone?: string | null;
                    accepts_marketing?: boolean;
                    /** @description Group ids or slugs; the customer is a member of exactly these */
                    groups?: string[];
                    custom_fields?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "confirm-customer": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "count-customers": {
        parameters: {
            query?: {
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: email (prefix too; case-insensitive), created_at, groups (a group id or slug: eq reads the group's members from its index). Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[email][prefix]=ann&sort=-created_at`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: created_at, oldest first. Served by an index at any size: created_at. Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many items the list holds for these filters */
                        count: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-customer-customizations": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customizations: components["schemas"]["Customization"][];
                        /** @description When the list was last replaced; null while the site has never defined one */
                        updated_at: string | null;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-customer-customizations": {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the list read: 412 when it has changed since */
                "if-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customizations: {
                        id?: string;
                        name: string;
                        label?: string;
                        hint?: string;
                        /** @enum {string} */
                        type: "string" | "text" | "integer" | "float" | "boolean" | "date" | "select" | "file" | "belongs_to" | "number" | "email" | "url";
                        /** @default false */
                        required?: boolean;
                        required_expression?: string;
                        /** @default false */
                        immutable?: boolean;
                        /** @default false */
                        localized?: boolean;
                        /** @default false */
                        unique?: boolean;
                        /** @default false */
                        encrypted?: boolean;
                        /** @default false */
                        auto_expand?: boolean;
                        select_options?: {
                            id?: string;
                            name: string;
                            slug?: string;
                            position?: number;
                        }[];
                        /** @default false */
                        private_storage?: boolean;
                        text_formatting?: string;
                        reference?: string;
                        geo_type?: string;
                        calculated_expression?: string;
                        calculation_type?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customizations: components["schemas"]["Customization"][];
                        /** @description When the list was last replaced; null while the site has never defined one */
                        updated_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "login-customer": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    expires_in?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "logout-customer": {
        parameters: {
            query?: never;
            header?: {
                /** @description A customer session (from POST /customers/login): the request acts as that customer */
                "session-token"?: string;
                /** @description Same as Session-Token */
                "x-service-session-token"?: string;
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-own-customer": {
        parameters: {
            query?: never;
            header?: {
                /** @description A customer session (from POST /customers/login): the request acts as that customer */
                "session-token"?: string;
                /** @description Same as Session-Token */
                "x-service-session-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "queued";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "change-own-customer-password": {
        parameters: {
            query?: never;
            header?: {
                /** @description A customer session (from POST /customers/login): the request acts as that customer */
                "session-token"?: string;
                /** @description Same as Session-Token */
                "x-service-session-token"?: string;
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "request-customer-password-reset": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "queued";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "confirm-customer-password-reset": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-customer": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                customer: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-customer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email?: string;
                    password?: string;
                    first_name?: string;
                    last_name?: string;
                    phone?: string | null;
                    accepts_marketing?: boolean;
                    /** @description Group ids or slugs; the customer is a member of exactly these */
                    groups?: string[];
                    custom_fields?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-customer": {
        parameters: {
            query?: {
                erase?: "true" | "false";
            };
            header?: never;
            path: {
                customer: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The erased customer */
                        id: string;
                        /** @constant */
                        erased: true;
                        /** Format: date-time */
                        requested_at: string;
                        /** @description When the customer's orders were anonymized (within a minute); null until then */
                        completed_at: string | null;
                    };
                };
            };
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-customer-addresses": {
        parameters: {
            query?: never;
            header?: {
                /** @description A customer session (from POST /customers/login): the request acts as that customer */
                "session-token"?: string;
                /** @description Same as Session-Token */
                "x-service-session-token"?: string;
            };
            path: {
                customer: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        first_name: string;
                        last_name: string;
                        company: string | null;
                        address1: string;
                        address2: string | null;
                        zip: string;
                        city: string;
                        province: string | null;
                        /** @description ISO 3166-1 alpha-2 */
                        country: string;
                        phone: string | null;
                        vat_number: string | null;
                        default_billing: boolean;
                        default_shipping: boolean;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-customer-address": {
        parameters: {
            query?: never;
            header?: {
                /** @description A customer session (from POST /customers/login): the request acts as that customer */
                "session-token"?: string;
                /** @description Same as Session-Token */
                "x-service-session-token"?: string;
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                customer: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name?: string;
                    last_name?: string;
                    company?: string | null;
                    address1: string;
                    address2?: string | null;
                    zip: string;
                    city: string;
                    province?: string | null;
                    country: string;
                    phone?: string | null;
                    vat_number?: string | null;
                    /** @description Makes it the customer's billing default (the previous one stops being it) */
                    default_billing?: boolean;
                    /** @description Makes it the customer's shipping default (the previous one stops being it) */
                    default_shipping?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        first_name: string;
                        last_name: string;
                        company: string | null;
                        address1: string;
                        address2: string | null;
                        zip: string;
                        city: string;
                        province: string | null;
                        /** @description ISO 3166-1 alpha-2 */
                        country: string;
                        phone: string | null;
                        vat_number: string | null;
                        default_billing: boolean;
                        default_shipping: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-customer-address": {
        parameters: {
            query?: never;
            header?: {
                /** @description A customer session (from POST /customers/login): the request acts as that customer */
                "session-token"?: string;
                /** @description Same as Session-Token */
                "x-service-session-token"?: string;
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                customer: string;
                address: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        first_name: string;
                        last_name: string;
                        company: string | null;
                        address1: string;
                        address2: string | null;
                        zip: string;
                        city: string;
                        province: string | null;
                        /** @description ISO 3166-1 alpha-2 */
                        country: string;
                        phone: string | null;
                        vat_number: string | null;
                        default_billing: boolean;
                        default_shipping: boolean;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-customer-address": {
        parameters: {
            query?: never;
            header?: {
                /** @description A customer session (from POST /customers/login): the request acts as that customer */
                "session-token"?: string;
                /** @description Same as Session-Token */
                "x-service-session-token"?: string;
            };
            path: {
                customer: string;
                address: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name?: string;
                    last_name?: string;
                    company?: string | null;
                    address1?: string;
                    address2?: string | null;
                    zip?: string;
                    city?: string;
                    province?: string | null;
                    country?: string;
                    phone?: string | null;
                    vat_number?: string | null;
                    /** @description Makes it the customer's billing default (the previous one stops being it) */
                    default_billing?: boolean;
                    /** @description Makes it the customer's shipping default (the previous one stops being it) */
                    default_shipping?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        first_name: string;
                        last_name: string;
                        company: string | null;
                        address1: string;
                        address2: string | null;
                        zip: string;
                        city: string;
                        province: string | null;
                        /** @description ISO 3166-1 alpha-2 */
                        country: string;
                        phone: string | null;
                        vat_number: string | null;
                        default_billing: boolean;
                        default_shipping: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-customer-address": {
        parameters: {
            query?: never;
            header?: {
                /** @description A customer session (from POST /customers/login): the request acts as that customer */
                "session-token"?: string;
                /** @description Same as Session-Token */
                "x-service-session-token"?: string;
            };
            path: {
                customer: string;
                address: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "export-customer": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                customer: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The profile, custom fields included (encrypted ones decrypted, private ones shown) */
                        customer: components["schemas"]["Customer"];
                        addresses: {
                            id: string;
                            first_name: string;
                            last_name: string;
                            company: string | null;
                            address1: string;
                            address2: string | null;
                            zip: string;
                            city: string;
                            province: string | null;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                            phone: string | null;
                            vat_number: string | null;
                            default_billing: boolean;
                            default_shipping: boolean;
                        }[];
                        groups: {
                            id: string;
                            slug: string;
                            name: string;
                        }[];
                        orders: {
                            id: string;
                            /** Format: uri */
                            url: string;
                            /** @description Per-site order number, from 1001, unique and increasing in the order numbers are given; a checkout refused after taking its number leaves a gap */
                            number: number;
                            /** @enum {string} */
                            status: "pending" | "paid" | "fulfilled" | "cancelled";
                            customer_id: string | null;
                            email: string;
                            /** @description ISO 4217: the site's currency at checkout */
                            currency: string;
                            line_items: {
                                id: string;
                                product_id: string;
                                variant_id: string | null;
                                sku: string | null;
                                title: string;
                                variant_title: string | null;
                                /** @description The vendor's name as it was at checkout */
                                vendor: string | null;
                                quantity: number;
                                /** @description Price of one, in the order's currency */
                                unit_price: number;
                                /** @description unit_price × quantity, in the order's currency */
                                total: number;
                                tax_lines: {
                                    name: string;
                                    /** @description Percent, up to 3 decimals */
                                    rate: number;
                                    /** @description In the site currency, at most 2 decimals */
                                    amount: number;
                                }[];
                            }[];
                            /** @description Sum of the line totals, in the order's currency */
                            subtotal: number;
                            /** @description The coupon's discount, in the order's currency */
                            discount: number;
                            /** @description Shipping, in the order's currency */
                            shipping: number;
                            /** @description Sum of the tax lines of the lines and of shipping, in the order's currency */
                            tax_total: number;
                            /** @description What payments must cover: subtotal − discount + shipping + tax_total with prices excluding tax; with prices including it, the nets plus tax_total (the same as subtotal − discount + shipping at the origin rate), in the order's currency */
                            total: number;
                            /** @description Whether the prices (and shipping) included tax at checkout */
                            prices_include_tax: boolean;
                            /** @description True: a business buyer in another country with a valid VAT number; no VAT charged */
                            reverse_charge: boolean;
                            /** @description Why no VAT (or not all of it) was charged: reverse charge, the buyer's tax-exempt customer group, or no rate for the country */
                            tax_exempt_reason: ("reverse_charge" | "customer_group" | "no_rate") | null;
                            /** @description The country whose rates applied; null: no taxes set up */
                            tax_country: string | null;
                            shipping_tax_lines: {
                                name: string;
                                /** @description Percent, up to 3 decimals */
                                rate: number;
                                /** @description In the site currency, at most 2 decimals */
                                amount: number;
                            }[];
                            /**
                             * @description Computed from the payments and refunds, in the same write that changes them; an order placed before payments existed is `paid` when paid or fulfilled, else `pending`
                             * @enum {string}
                             */
                            financial_status: "pending" | "authorized" | "partially_paid" | "paid" | "partially_refunded" | "refunded" | "voided";
                            /**
                             * @description `fulfilled` once every line not refunded has shipped (fulfilments not cancelled), `partially_fulfilled` once some has, else `unfulfilled`
                             * @enum {string}
                             */
                            fulfillment_status: "unfulfilled" | "partially_fulfilled" | "fulfilled";
                            /** @description Captured through payments (refunds not deducted), in the order's currency */
                            amount_paid: number;
                            /** @description Refunded, in the order's currency */
                            amount_refunded: number;
                            /** @description What the order still owes: total − amount_paid, never below 0, in the order's currency */
                            amount_outstanding: number;
                            coupon: {
                                code: string;
                                /** @description What the coupon saved (the waived shipping for free_shipping), in the order's currency */
                                amount: number;
                            } | null;
                            shipping_rate: {
                                id: string;
                                name: string;
                                /** @description The rate as it was, in the order's currency */
                                price: number;
                            } | null;
                            checkout_profile_id: string | null;
                            custom_fields: {
                                [key: string]: unknown;
                            };
                            shipping_address: {
                                name: string;
                                first_name: string;
                                last_name: string;
                                company: string | null;
                                address1: string;
                                address2: string | null;
                                zip: string;
                                city: string;
                                province: string | null;
                                /** @description ISO 3166-1 alpha-2 */
                                country: string;
                                phone: string | null;
                                vat_number: string | null;
                                address_id: string | null;
                            } | null;
                            billing_address: {
                                name: string;
                                first_name: string;
                                last_name: string;
                                company: string | null;
                                address1: string;
                                address2: string | null;
                                zip: string;
                                city: string;
                                province: string | null;
                                /** @description ISO 3166-1 alpha-2 */
                                country: string;
                                phone: string | null;
                                vat_number: string | null;
                                address_id: string | null;
                            } | null;
                            note: string | null;
                            history: {
                                /** @enum {string} */
                                status: "pending" | "paid" | "fulfilled" | "cancelled";
                                /** Format: date-time */
                                at: string;
                                note: string | null;
                            }[];
                            invoice_number: string | null;
                            cancel_reason: "expired" | null;
                            /** @description True once the buyer was erased: e-mail, names, phone and address lines read "erased"; amounts, lines and status are kept */
                            customer_erased: boolean;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        coupon_redemptions: {
                            order_id: string;
                            code: string;
                            amount: number;
                            /** Format: date-time */
                            redeemed_at: string;
                        }[];
                        devices: {
                            id: string;
                            /** Format: uri */
                            url: string;
                            installation_id: string;
                            /** @enum {string} */
                            platform: "ios" | "android" | "web";
                            /** @description The last four characters of the token or endpoint, after an ellipsis */
                            token_hint: string;
                            /** @description The push service of a browser subscription; null for apps */
                            endpoint_host: string | null;
                            app_name: string | null;
                            app_version: string | null;
                            locale: string | null;
                            time_zone: string | null;
                            badge: number;
                            channels: string[];
                            tags: string[];
                            customer_id: string | null;
                            active: boolean;
                            deactivated_at: string | null;
                            /** @description `gone` when a push service reported the device gone; `deactivated` when set inactive */
                            deactivation_reason: string | null;
                            /** Format: date-time */
                            last_seen_at: string;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        form_submissions: {
                            id: string;
                            channel_id: string;
                            fields: {
                                [key: string]: unknown;
                            };
                            submission_status: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Success */
            202: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A private, signed address of the JSON document */
                        url: string;
                        /** Format: date-time */
                        expires_at: string;
                        /** @description The document, in bytes */
                        size: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "resend-customer-confirmation": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                customer: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "queued";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-customer-groups": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        slug: string;
                        name: string;
                        description: string;
                        tax_exempt: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-customer-group": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug?: string;
                    description?: string;
                    tax_exempt?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        slug: string;
                        name: string;
                        description: string;
                        tax_exempt: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "count-customer-groups": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many items the list holds for these filters */
                        count: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-customer-group": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                group: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        slug: string;
                        name: string;
                        description: string;
                        tax_exempt: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-customer-group": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    slug?: string;
                    description?: string;
                    tax_exempt?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        slug: string;
                        name: string;
                        description: string;
                        tax_exempt: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-customer-group": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "add-customer-group-members": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                group: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customer_ids: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: string[];
                        already_members: string[];
                        not_found: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "remove-customer-group-member": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group: string;
                customer: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-coupons": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
                state?: "active" | "inactive" | "expired";
                code?: string;
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: state, coupon_type (by value), code (prefix too; codes ignore case), created_at. Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[coupon_type][in]=percentage,amount&where[state]=active&sort=-created_at`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: created_at, oldest first. Served by an index at any size: created_at. Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Coupon"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-coupon": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    description?: string | null;
                    reason?: string | null;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    state?: "active" | "inactive" | "expired";
                    /** @enum {string} */
                    coupon_type: "percentage" | "amount" | "free_shipping";
                    coupon_percentage?: number | null;
                    coupon_amount?: number | null;
                    /** @default false */
                    customer_specific?: boolean;
                    code: string;
                    /**
                     * @default unlimited
                     * @enum {string}
                     */
                    lifespan?: "unlimited" | "single_use" | "once_per_customer" | "limited";
                    lifespan_amount?: number | null;
                    lifespan_time?: string | null;
                    start?: string | null;
                    /**
                     * @default immediately
                     * @enum {string}
                     */
                    start_type?: "immediately" | "date";
                    constraints?: string | null;
                    requirements?: string | null;
                    required_value?: number | null;
                    required_amount?: number | null;
                    /** @default [] */
                    collection_ids?: string[];
                    /** @default [] */
                    product_type_ids?: string[];
                    /**
                     * @description Customers who may redeem a customer_specific coupon
                     * @default []
                     */
                    customer_ids?: string[];
                    /**
                     * @description When not empty, only customers of one of these groups may redeem the coupon
                     * @default []
                     */
                    customer_group_ids?: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Coupon"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "count-coupons": {
        parameters: {
            query?: {
                state?: "active" | "inactive" | "expired";
                code?: string;
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: state, coupon_type (by value), code (prefix too; codes ignore case), created_at. Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[coupon_type][in]=percentage,amount&where[state]=active&sort=-created_at`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: created_at, oldest first. Served by an index at any size: created_at. Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many items the list holds for these filters */
                        count: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-coupon": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                coupon: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Coupon"];
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-coupon": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                coupon: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string | null;
                    description?: string | null;
                    reason?: string | null;
                    /** @enum {string} */
                    state?: "active" | "inactive" | "expired";
                    /** @enum {string} */
                    coupon_type?: "percentage" | "amount" | "free_shipping";
                    coupon_percentage?: number | null;
                    coupon_amount?: number | null;
                    customer_specific?: boolean;
                    code?: string;
                    /** @enum {string} */
                    lifespan?: "unlimited" | "single_use" | "once_per_customer" | "limited";
                    lifespan_amount?: number | null;
                    lifespan_time?: string | null;
                    start?: string | null;
                    /** @enum {string} */
                    start_type?: "immediately" | "date";
                    constraints?: string | null;
                    requirements?: string | null;
                    required_value?: number | null;
                    required_amount?: number | null;
                    collection_ids?: string[];
                    product_type_ids?: string[];
                    /** @description Customers who may redeem a customer_specific coupon */
                    customer_ids?: string[];
                    /** @description When not empty, only customers of one of these groups may redeem the coupon */
                    customer_group_ids?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Coupon"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-coupon": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                coupon: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-coupon-redemptions": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                coupon: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order_id: string;
                        /** Format: uri */
                        order_url: string;
                        order_number: number;
                        customer_id: string | null;
                        /** @description What the coupon saved the order, in the order's currency (the waived shipping for free_shipping) */
                        amount: number;
                        /** Format: date-time */
                        at: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-shipping-rates": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingRate"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-shipping-rate": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * @default none
                     * @enum {string}
                     */
                    criteria?: "none" | "weight" | "order_total";
                    /**
                     * @description An amount in the site currency, at most 2 decimals
                     * @default 0
                     * @example 4.99
                     */
                    price?: number;
                    /** @default false */
                    default?: boolean;
                    /** @default false */
                    pickup?: boolean;
                    weight_min?: number | null;
                    weight_max?: number | null;
                    order_min?: number | null;
                    order_max?: number | null;
                    /** @default false */
                    restricted?: boolean;
                    /** @default [] */
                    zipcodes?: string[];
                    region_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingRate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "count-shipping-rates": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many items the list holds for these filters */
                        count: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-shipping-rate": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingRate"];
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-shipping-rate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    criteria?: "none" | "weight" | "order_total";
                    /**
                     * @description An amount in the site currency, at most 2 decimals
                     * @example 4.99
                     */
                    price?: number;
                    default?: boolean;
                    pickup?: boolean;
                    weight_min?: number | null;
                    weight_max?: number | null;
                    order_min?: number | null;
                    order_max?: number | null;
                    restricted?: boolean;
                    zipcodes?: string[];
                    region_id?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingRate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-shipping-rate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-checkout-profiles": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutProfile"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-checkout-profile": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug?: string;
                    /** @default [] */
                    private_fields?: string[];
                    /** @default [] */
                    customizations?: {
                        id?: string;
                        name: string;
                        label?: string;
                        hint?: string;
                        /** @enum {string} */
                        type: "string" | "text" | "integer" | "float" | "boolean" | "date" | "select" | "file" | "belongs_to" | "number" | "email" | "url";
                        /** @default false */
                        required?: boolean;
                        required_expression?: string;
                        /** @default false */
                        immutable?: boolean;
                        /** @default false */
                        localized?: boolean;
                        /** @default false */
                        unique?: boolean;
                        /** @default false */
                        encrypted?: boolean;
                        /** @default false */
                        auto_expand?: boolean;
                        select_options?: {
                            id?: string;
                            name: string;
                            slug?: string;
                            position?: number;
                        }[];
                        /** @default false */
                        private_storage?: boolean;
                        text_formatting?: string;
                        reference?: string;
                        geo_type?: string;
                        calculated_expression?: string;
                        calculation_type?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-checkout-profile": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                profile: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutProfile"];
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-checkout-profile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profile: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    slug?: string;
                    private_fields?: string[];
                    customizations?: {
                        id?: string;
                        name: string;
                        label?: string;
                        hint?: string;
                        /** @enum {string} */
                        type: "string" | "text" | "integer" | "float" | "boolean" | "date" | "select" | "file" | "belongs_to" | "number" | "email" | "url";
                        /** @default false */
                        required?: boolean;
                        required_expression?: string;
                        /** @default false */
                        immutable?: boolean;
                        /** @default false */
                        localized?: boolean;
                        /** @default false */
                        unique?: boolean;
                        /** @default false */
                        encrypted?: boolean;
                        /** @default false */
                        auto_expand?: boolean;
                        select_options?: {
                            id?: string;
                            name: string;
                            slug?: string;
                            position?: number;
                        }[];
                        /** @default false */
                        private_storage?: boolean;
                        text_formatting?: string;
                        reference?: string;
                        geo_type?: string;
                        calculated_expression?: string;
                        calculation_type?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-checkout-profile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                profile: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-orders": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
                status?: "pending" | "paid" | "fulfilled" | "cancelled";
                /** @description A customer id */
                customer?: string;
                /** @description Orders created at or after this time (RFC 3339) */
                created_after?: string;
                /** @description Orders created before this time (RFC 3339) */
                created_before?: string;
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: status, number, total, email, customer_id, created_at (plus the older status, customer, created_after and created_before parameters). Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[status]=paid&where[total][gte]=100&sort=-created_at`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: created_at, newest first. Served by an index at any size: created_at, number. Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        /** @description Per-site order number, from 1001, unique and increasing in the order numbers are given; a checkout refused after taking its number leaves a gap */
                        number: number;
                        /** @enum {string} */
                        status: "pending" | "paid" | "fulfilled" | "cancelled";
                        customer_id: string | null;
                        email: string;
                        /** @description ISO 4217: the site's currency at checkout */
                        currency: string;
                        line_items: {
                            id: string;
                            product_id: string;
                            variant_id: string | null;
                            sku: string | null;
                            title: string;
                            variant_title: string | null;
                            /** @description The vendor's name as it was at checkout */
                            vendor: string | null;
                            quantity: number;
                            /** @description Price of one, in the order's currency */
                            unit_price: number;
                            /** @description unit_price × quantity, in the order's currency */
                            total: number;
                            tax_lines: {
                                name: string;
                                /** @description Percent, up to 3 decimals */
                                rate: number;
                                /** @description In the site currency, at most 2 decimals */
                                amount: number;
                            }[];
                        }[];
                        /** @description Sum of the line totals, in the order's currency */
                        subtotal: number;
                        /** @description The coupon's discount, in the order's currency */
                        discount: number;
                        /** @description Shipping, in the order's currency */
                        shipping: number;
                        /** @description Sum of the tax lines of the lines and of shipping, in the order's currency */
                        tax_total: number;
                        /** @description What payments must cover: subtotal − discount + shipping + tax_total with prices excluding tax; with prices including it, the nets plus tax_total (the same as subtotal − discount + shipping at the origin rate), in the order's currency */
                        total: number;
                        /** @description Whether the prices (and shipping) included tax at checkout */
                        prices_include_tax: boolean;
                        /** @description True: a business buyer in another country with a valid VAT number; no VAT charged */
                        reverse_charge: boolean;
                        /** @description Why no VAT (or not all of it) was charged: reverse charge, the buyer's tax-exempt customer group, or no rate for the country */
                        tax_exempt_reason: ("reverse_charge" | "customer_group" | "no_rate") | null;
                        /** @description The country whose rates applied; null: no taxes set up */
                        tax_country: string | null;
                        shipping_tax_lines: {
                            name: string;
                            /** @description Percent, up to 3 decimals */
                            rate: number;
                            /** @description In the site currency, at most 2 decimals */
                            amount: number;
                        }[];
                        /**
                         * @description Computed from the payments and refunds, in the same write that changes them; an order placed before payments existed is `paid` when paid or fulfilled, else `pending`
                         * @enum {string}
                         */
                        financial_status: "pending" | "authorized" | "partially_paid" | "paid" | "partially_refunded" | "refunded" | "voided";
                        /**
                         * @description `fulfilled` once every line not refunded has shipped (fulfilments not cancelled), `partially_fulfilled` once some has, else `unfulfilled`
                         * @enum {string}
                         */
                        fulfillment_status: "unfulfilled" | "partially_fulfilled" | "fulfilled";
                        /** @description Captured through payments (refunds not deducted), in the order's currency */
                        amount_paid: number;
                        /** @description Refunded, in the order's currency */
                        amount_refunded: number;
                        /** @description What the order still owes: total − amount_paid, never below 0, in the order's currency */
                        amount_outstanding: number;
                        coupon: {
                            code: string;
                            /** @description What the coupon saved (the waived shipping for free_shipping), in the order's currency */
                            amount: number;
                        } | null;
                        shipping_rate: {
                            id: string;
                            name: string;
                            /** @description The rate as it was, in the order's currency */
                            price: number;
                        } | null;
                        checkout_profile_id: string | null;
                        custom_fields: {
                            [key: string]: unknown;
                        };
                        shipping_address: {
                            name: string;
                            first_name: string;
                            last_name: string;
                            company: string | null;
                            address1: string;
                            address2: string | null;
                            zip: string;
                            city: string;
                            province: string | null;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                            phone: string | null;
                            vat_number: string | null;
                            address_id: string | null;
                        } | null;
                        billing_address: {
                            name: string;
                            first_name: string;
                            last_name: string;
                            company: string | null;
                            address1: string;
                            address2: string | null;
                            zip: string;
                            city: string;
                            province: string | null;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                            phone: string | null;
                            vat_number: string | null;
                            address_id: string | null;
                        } | null;
                        note: string | null;
                        history: {
                            /** @enum {string} */
                            status: "pending" | "paid" | "fulfilled" | "cancelled";
                            /** Format: date-time */
                            at: string;
                            note: string | null;
                        }[];
                        invoice_number: string | null;
                        cancel_reason: "expired" | null;
                        /** @description True once the buyer was erased: e-mail, names, phone and address lines read "erased"; amounts, lines and status are kept */
                        customer_erased: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-order": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    line_items: {
                        /** @description Product id or slug */
                        product: string;
                        /** @description Required for a product with variants */
                        variant_id?: string;
                        quantity: number;
                    }[];
                    /**
                     * Format: email
                     * @description Required unless the customer is known (customer_id, a session or a customer token)
                     */
                    email?: string;
                    customer_id?: string;
                    shipping_rate_id?: string;
                    /** @description A coupon code (any case) */
                    coupon?: string;
                    /** @description Checkout profile id or slug */
                    checkout_profile?: string;
                    /** @description Values of the checkout profile's customizations */
                    custom_fields?: {
                        [key: string]: unknown;
                    };
                    shipping_address?: {
                        /** @description Defaults to first_name and last_name joined */
                        name?: string;
                        first_name?: string;
                        last_name?: string;
                        company?: string | null;
                        address1: string;
                        address2?: string | null;
                        zip: string;
                        city: string;
                        province?: string | null;
                        country: string;
                        phone?: string | null;
                        vat_number?: string | null;
                    };
                    billing_address?: {
                        /** @description Defaults to first_name and last_name joined */
                        name?: string;
                        first_name?: string;
                        last_name?: string;
                        company?: string | null;
                        address1: string;
                        address2?: string | null;
                        zip: string;
                        city: string;
                        province?: string | null;
                        country: string;
                        phone?: string | null;
                        vat_number?: string | null;
                    };
                    /** @description One of the buying customer's addresses, copied into the order (instead of shipping_address) */
                    shipping_address_id?: string;
                    /** @description One of the buying customer's addresses, copied into the order (instead of billing_address) */
                    billing_address_id?: string;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        /** @description Per-site order number, from 1001, unique and increasing in the order numbers are given; a checkout refused after taking its number leaves a gap */
                        number: number;
                        /** @enum {string} */
                        status: "pending" | "paid" | "fulfilled" | "cancelled";
                        customer_id: string | null;
                        email: string;
                        /** @description ISO 4217: the site's currency at checkout */
                        currency: string;
                        line_items: {
                            id: string;
                            product_id: string;
                            variant_id: string | null;
                            sku: string | null;
                            title: string;
                            variant_title: string | null;
                            /** @description The vendor's name as it was at checkout */
                            vendor: string | null;
                            quantity: number;
                            /** @description Price of one, in the order's currency */
                            unit_price: number;
                            /** @description unit_price × quantity, in the order's currency */
                            total: number;
                            tax_lines: {
                                name: string;
                                /** @description Percent, up to 3 decimals */
                                rate: number;
                                /** @description In the site currency, at most 2 decimals */
                                amount: number;
                            }[];
                        }[];
                        /** @description Sum of the line totals, in the order's currency */
                        subtotal: number;
                        /** @description The coupon's discount, in the order's currency */
                        discount: number;
                        /** @description Shipping, in the order's currency */
                        shipping: number;
                        /** @description Sum of the tax lines of the lines and of shipping, in the order's currency */
                        tax_total: number;
                        /** @description What payments must cover: subtotal − discount + shipping + tax_total with prices excluding tax; with prices including it, the nets plus tax_total (the same as subtotal − discount + shipping at the origin rate), in the order's currency */
                        total: number;
                        /** @description Whether the prices (and shipping) included tax at checkout */
                        prices_include_tax: boolean;
                        /** @description True: a business buyer in another country with a valid VAT number; no VAT charged */
                        reverse_charge: boolean;
                        /** @description Why no VAT (or not all of it) was charged: reverse charge, the buyer's tax-exempt customer group, or no rate for the country */
                        tax_exempt_reason: ("reverse_charge" | "customer_group" | "no_rate") | null;
                        /** @description The country whose rates applied; null: no taxes set up */
                        tax_country: string | null;
                        shipping_tax_lines: {
                            name: string;
                            /** @description Percent, up to 3 decimals */
                            rate: number;
                            /** @description In the site currency, at most 2 decimals */
                            amount: number;
                        }[];
                        /**
                         * @description Computed from the payments and refunds, in the same write that changes them; an order placed before payments existed is `paid` when paid or fulfilled, else `pending`
                         * @enum {string}
                         */
                        financial_status: "pending" | "authorized" | "partially_paid" | "paid" | "partially_refunded" | "refunded" | "voided";
                        /**
                         * @description `fulfilled` once every line not refunded has shipped (fulfilments not cancelled), `partially_fulfilled` once some has, else `unfulfilled`
                         * @enum {string}
                         */
                        fulfillment_status: "unfulfilled" | "partially_fulfilled" | "fulfilled";
                        /** @description Captured through payments (refunds not deducted), in the order's currency */
                        amount_paid: number;
                        /** @description Refunded, in the order's currency */
                        amount_refunded: number;
                        /** @description What the order still owes: total − amount_paid, never below 0, in the order's currency */
                        amount_outstanding: number;
                        coupon: {
                            code: string;
                            /** @description What the coupon saved (the waived shipping for free_shipping), in the order's currency */
                            amount: number;
                        } | null;
                        shipping_rate: {
                            id: string;
                            name: string;
                            /** @description The rate as it was, in the order's currency */
                            price: number;
                        } | null;
                        checkout_profile_id: string | null;
                        custom_fields: {
                            [key: string]: unknown;
                        };
                        shipping_address: {
                            name: string;
                            first_name: string;
                            last_name: string;
                            company: string | null;
                            address1: string;
                            address2: string | null;
                            zip: string;
                            city: string;
                            province: string | null;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                            phone: string | null;
                            vat_number: string | null;
                            address_id: string | null;
                        } | null;
                        billing_address: {
                            name: string;
                            first_name: string;
                            last_name: string;
                            company: string | null;
                            address1: string;
                            address2: string | null;
                            zip: string;
                            city: string;
                            province: string | null;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                            phone: string | null;
                            vat_number: string | null;
                            address_id: string | null;
                        } | null;
                        note: string | null;
                        history: {
                            /** @enum {string} */
                            status: "pending" | "paid" | "fulfilled" | "cancelled";
                            /** Format: date-time */
                            at: string;
                            note: string | null;
                        }[];
                        invoice_number: string | null;
                        cancel_reason: "expired" | null;
                        /** @description True once the buyer was erased: e-mail, names, phone and address lines read "erased"; amounts, lines and status are kept */
                        customer_erased: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "count-orders": {
        parameters: {
            query?: {
                status?: "pending" | "paid" | "fulfilled" | "cancelled";
                /** @description A customer id */
                customer?: string;
                /** @description Orders created at or after this time (RFC 3339) */
                created_after?: string;
                /** @description Orders created before this time (RFC 3339) */
                created_before?: string;
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: status, number, total, email, customer_id, created_at (plus the older status, customer, created_after and created_before parameters). Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[status]=paid&where[total][gte]=100&sort=-created_at`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: created_at, newest first. Served by an index at any size: created_at, number. Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many items the list holds for these filters */
                        count: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "preview-order": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    line_items: {
                        /** @description Product id or slug */
                        product: string;
                        /** @description Required for a product with variants */
                        variant_id?: string;
                        quantity: number;
                    }[];
                    /**
                     * Format: email
                     * @description Required unless the customer is known (customer_id, a session or a customer token)
                     */
                    email?: string;
                    customer_id?: string;
                    shipping_rate_id?: string;
                    /** @description A coupon code (any case) */
                    coupon?: string;
                    /** @description Checkout profile id or slug */
                    checkout_profile?: string;
                    /** @description Values of the checkout profile's customizations */
                    custom_fields?: {
                        [key: string]: unknown;
                    };
                    shipping_address?: {
                        /** @description Defaults to first_name and last_name joined */
                        name?: string;
                        first_name?: string;
                        last_name?: string;
                        company?: string | null;
                        address1: string;
                        address2?: string | null;
                        zip: string;
                        city: string;
                        province?: string | null;
                        country: string;
                        phone?: string | null;
                        vat_number?: string | null;
                    };
                    billing_address?: {
                        /** @description Defaults to first_name and last_name joined */
                        name?: string;
                        first_name?: string;
                        last_name?: string;
                        company?: string | null;
                        address1: string;
                        address2?: string | null;
                        zip: string;
                        city: string;
                        province?: string | null;
                        country: string;
                        phone?: string | null;
                        vat_number?: string | null;
                    };
                    /** @description One of the buying customer's addresses, copied into the order (instead of shipping_address) */
                    shipping_address_id?: string;
                    /** @description One of the buying customer's addresses, copied into the order (instead of billing_address) */
                    billing_address_id?: string;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customer_id: string | null;
                        email: string;
                        /** @description ISO 4217: the site's currency at checkout */
                        currency: string;
                        /** @description Sum of the line totals, in the order's currency */
                        subtotal: number;
                        /** @description The coupon's discount, in the order's currency */
                        discount: number;
                        /** @description Shipping, in the order's currency */
                        shipping: number;
                        /** @description Sum of the tax lines of the lines and of shipping, in the order's currency */
                        tax_total: number;
                        /** @description What payments must cover: subtotal − discount + shipping + tax_total with prices excluding tax; with prices including it, the nets plus tax_total (the same as subtotal − discount + shipping at the origin rate), in the order's currency */
                        total: number;
                        /** @description Whether the prices (and shipping) included tax at checkout */
                        prices_include_tax: boolean;
                        /** @description True: a business buyer in another country with a valid VAT number; no VAT charged */
                        reverse_charge: boolean;
                        /** @description Why no VAT (or not all of it) was charged: reverse charge, the buyer's tax-exempt customer group, or no rate for the country */
                        tax_exempt_reason: ("reverse_charge" | "customer_group" | "no_rate") | null;
                        /** @description The country whose rates applied; null: no taxes set up */
                        tax_country: string | null;
                        shipping_tax_lines: {
                            name: string;
                            /** @description Percent, up to 3 decimals */
                            rate: number;
                            /** @description In the site currency, at most 2 decimals */
                            amount: number;
                        }[];
                        /**
                         * @description `fulfilled` once every line not refunded has shipped (fulfilments not cancelled), `partially_fulfilled` once some has, else `unfulfilled`
                         * @enum {string}
                         */
                        fulfillment_status: "unfulfilled" | "partially_fulfilled" | "fulfilled";
                        coupon: {
                            code: string;
                            /** @description What the coupon saved (the waived shipping for free_shipping), in the order's currency */
                            amount: number;
                        } | null;
                        shipping_rate: {
                            id: string;
                            name: string;
                            /** @description The rate as it was, in the order's currency */
                            price: number;
                        } | null;
                        checkout_profile_id: string | null;
                        custom_fields: {
                            [key: string]: unknown;
                        };
                        shipping_address: {
                            name: string;
                            first_name: string;
                            last_name: string;
                            company: string | null;
                            address1: string;
                            address2: string | null;
                            zip: string;
                            city: string;
                            province: string | null;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                            phone: string | null;
                            vat_number: string | null;
                            address_id: string | null;
                        } | null;
                        billing_address: {
                            name: string;
                            first_name: string;
                            last_name: string;
                            company: string | null;
                            address1: string;
                            address2: string | null;
                            zip: string;
                            city: string;
                            province: string | null;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                            phone: string | null;
                            vat_number: string | null;
                            address_id: string | null;
                        } | null;
                        note: string | null;
                        invoice_number: string | null;
                        cancel_reason: "expired" | null;
                        line_items: {
                            product_id: string;
                            variant_id: string | null;
                            sku: string | null;
                            title: string;
                            variant_title: string | null;
                            /** @description The vendor's name as it was at checkout */
                            vendor: string | null;
                            quantity: number;
                            /** @description Price of one, in the order's currency */
                            unit_price: number;
                            /** @description unit_price × quantity, in the order's currency */
                            total: number;
                            tax_lines: {
                                name: string;
                                /** @description Percent, up to 3 decimals */
                                rate: number;
                                /** @description In the site currency, at most 2 decimals */
                                amount: number;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-order": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                order: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        /** @description Per-site order number, from 1001, unique and increasing in the order numbers are given; a checkout refused after taking its number leaves a gap */
                        number: number;
                        /** @enum {string} */
                        status: "pending" | "paid" | "fulfilled" | "cancelled";
                        customer_id: string | null;
                        email: string;
                        /** @description ISO 4217: the site's currency at checkout */
                        currency: string;
                        line_items: {
                            id: string;
                            product_id: string;
                            variant_id: string | null;
                            sku: string | null;
                            title: string;
                            variant_title: string | null;
                            /** @description The vendor's name as it was at checkout */
                            vendor: string | null;
                            quantity: number;
                            /** @description Price of one, in the order's currency */
                            unit_price: number;
                            /** @description unit_price × quantity, in the order's currency */
                            total: number;
                            tax_lines: {
                                name: string;
                                /** @description Percent, up to 3 decimals */
                                rate: number;
                                /** @description In the site currency, at most 2 decimals */
                                amount: number;
                            }[];
                        }[];
                        /** @description Sum of the line totals, in the order's currency */
                        subtotal: number;
                        /** @description The coupon's discount, in the order's currency */
                        discount: number;
                        /** @description Shipping, in the order's currency */
                        shipping: number;
                        /** @description Sum of the tax lines of the lines and of shipping, in the order's currency */
                        tax_total: number;
                        /** @description What payments must cover: subtotal − discount + shipping + tax_total with prices excluding tax; with prices including it, the nets plus tax_total (the same as subtotal − discount + shipping at the origin rate), in the order's currency */
                        total: number;
                        /** @description Whether the prices (and shipping) included tax at checkout */
                        prices_include_tax: boolean;
                        /** @description True: a business buyer in another country with a valid VAT number; no VAT charged */
                        reverse_charge: boolean;
                        /** @description Why no VAT (or not all of it) was charged: reverse charge, the buyer's tax-exempt customer group, or no rate for the country */
                        tax_exempt_reason: ("reverse_charge" | "customer_group" | "no_rate") | null;
                        /** @description The country whose rates applied; null: no taxes set up */
                        tax_country: string | null;
                        shipping_tax_lines: {
                            name: string;
                            /** @description Percent, up to 3 decimals */
                            rate: number;
                            /** @description In the site currency, at most 2 decimals */
                            amount: number;
                        }[];
                        /**
                         * @description Computed from the payments and refunds, in the same write that changes them; an order placed before payments existed is `paid` when paid or fulfilled, else `pending`
                         * @enum {string}
                         */
                        financial_status: "pending" | "authorized" | "partially_paid" | "paid" | "partially_refunded" | "refunded" | "voided";
                        /**
                         * @description `fulfilled` once every line not refunded has shipped (fulfilments not cancelled), `partially_fulfilled` once some has, else `unfulfilled`
                         * @enum {string}
                         */
                        fulfillment_status: "unfulfilled" | "partially_fulfilled" | "fulfilled";
                        /** @description Captured through payments (refunds not deducted), in the order's currency */
                        amount_paid: number;
                        /** @description Refunded, in the order's currency */
                        amount_refunded: number;
                        /** @description What the order still owes: total − amount_paid, never below 0, in the order's currency */
                        amount_outstanding: number;
                        coupon: {
                            code: string;
                            /** @description What the coupon saved (the waived shipping for free_shipping), in the order's currency */
                            amount: number;
                        } | null;
                        shipping_rate: {
                            id: string;
                            name: string;
                            /** @description The rate as it was, in the order's currency */
                            price: number;
                        } | null;
                        checkout_profile_id: string | null;
                        custom_fields: {
                            [key: string]: unknown;
                        };
                        shipping_address: {
                            name: string;
                            first_name: string;
                            last_name: string;
                            company: string | null;
                            address1: string;
                            address2: string | null;
                            zip: string;
                            city: string;
                            province: string | null;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                            phone: string | null;
                            vat_number: string | null;
                            address_id: string | null;
                        } | null;
                        billing_address: {
                            name: string;
                            first_name: string;
                            last_name: string;
                            company: string | null;
                            address1: string;
                            address2: string | null;
                            zip: string;
                            city: string;
                            province: string | null;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                            phone: string | null;
                            vat_number: string | null;
                            address_id: string | null;
                        } | null;
                        note: string | null;
                        history: {
                            /** @enum {string} */
                            status: "pending" | "paid" | "fulfilled" | "cancelled";
                            /** Format: date-time */
                            at: string;
                            note: string | null;
                        }[];
                        invoice_number: string | null;
                        cancel_reason: "expired" | null;
                        /** @description True once the buyer was erased: e-mail, names, phone and address lines read "erased"; amounts, lines and status are kept */
                        customer_erased: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-order-fulfillments": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                order: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        order_id: string;
                        /**
                         * @description `cancelled` once cancelled: its quantities are back to ship
                         * @enum {string}
                         */
                        status: "success" | "cancelled";
                        lines: {
                            line_id: string;
                            quantity: number;
                        }[];
                        carrier: string | null;
                        tracking_number: string | null;
                        tracking_url: string | null;
                        /** @description Whether the buyer was sent `order_shipped` */
                        notify: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        cancelled_at: string | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-fulfillment": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                order: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lines: {
                        line_id: string;
                        quantity: number;
                    }[];
                    carrier?: string;
                    tracking_number?: string;
                    /**
                     * Format: uri
                     * @description An http(s) link to follow the parcel
                     */
                    tracking_url?: string;
                    /** @description Send the buyer `order_shipped` with the tracking link (default true), once */
                    notify?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        order_id: string;
                        /**
                         * @description `cancelled` once cancelled: its quantities are back to ship
                         * @enum {string}
                         */
                        status: "success" | "cancelled";
                        lines: {
                            line_id: string;
                            quantity: number;
                        }[];
                        carrier: string | null;
                        tracking_number: string | null;
                        tracking_url: string | null;
                        /** @description Whether the buyer was sent `order_shipped` */
                        notify: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        cancelled_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-fulfillment": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                order: string;
                fulfillment: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        order_id: string;
                        /**
                         * @description `cancelled` once cancelled: its quantities are back to ship
                         * @enum {string}
                         */
                        status: "success" | "cancelled";
                        lines: {
                            line_id: string;
                            quantity: number;
                        }[];
                        carrier: string | null;
                        tracking_number: string | null;
                        tracking_url: string | null;
                        /** @description Whether the buyer was sent `order_shipped` */
                        notify: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        cancelled_at: string | null;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cancel-fulfillment": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                order: string;
                fulfillment: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        order_id: string;
                        /**
                         * @description `cancelled` once cancelled: its quantities are back to ship
                         * @enum {string}
                         */
                        status: "success" | "cancelled";
                        lines: {
                            line_id: string;
                            quantity: number;
                        }[];
                        carrier: string | null;
                        tracking_number: string | null;
                        tracking_url: string | null;
                        /** @description Whether the buyer was sent `order_shipped` */
                        notify: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        cancelled_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-order-history": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                order: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: date-time */
                        at: string;
                        /** @enum {string} */
                        kind: "created" | "status_changed" | "payment_started" | "payment_event" | "refund" | "fulfillment_created" | "fulfillment_cancelled" | "note" | "mail_sent" | "invoice_created" | "credit_note_created";
                        actor: {
                            /** @enum {string} */
                            type: "user" | "customer" | "token" | "provider" | "system";
                            /** @description The user, customer, token or provider; absent for the system */
                            id?: string;
                        };
                        /** @description What changed; its fields depend on `kind` */
                        details: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-order-invoice-pdf": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                order: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-order-note": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                order: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: date-time */
                        at: string;
                        /** @enum {string} */
                        kind: "created" | "status_changed" | "payment_started" | "payment_event" | "refund" | "fulfillment_created" | "fulfillment_cancelled" | "note" | "mail_sent" | "invoice_created" | "credit_note_created";
                        actor: {
                            /** @enum {string} */
                            type: "user" | "customer" | "token" | "provider" | "system";
                            /** @description The user, customer, token or provider; absent for the system */
                            id?: string;
                        };
                        /** @description What changed; its fields depend on `kind` */
                        details: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "transition-order": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                order: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "pending" | "paid" | "fulfilled" | "cancelled";
                    note?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        /** @description Per-site order number, from 1001, unique and increasing in the order numbers are given; a checkout refused after taking its number leaves a gap */
                        number: number;
                        /** @enum {string} */
                        status: "pending" | "paid" | "fulfilled" | "cancelled";
                        customer_id: string | null;
                        email: string;
                        /** @description ISO 4217: the site's currency at checkout */
                        currency: string;
                        line_items: {
                            id: string;
                            product_id: string;
                            variant_id: string | null;
                            sku: string | null;
                            title: string;
                            variant_title: string | null;
                            /** @description The vendor's name as it was at checkout */
                            vendor: string | null;
                            quantity: number;
                            /** @description Price of one, in the order's currency */
                            unit_price: number;
                            /** @description unit_price × quantity, in the order's currency */
                            total: number;
                            tax_lines: {
                                name: string;
                                /** @description Percent, up to 3 decimals */
                                rate: number;
                                /** @description In the site currency, at most 2 decimals */
                                amount: number;
                            }[];
                        }[];
                        /** @description Sum of the line totals, in the order's currency */
                        subtotal: number;
                        /** @description The coupon's discount, in the order's currency */
                        discount: number;
                        /** @description Shipping, in the order's currency */
                        shipping: number;
                        /** @description Sum of the tax lines of the lines and of shipping, in the order's currency */
                        tax_total: number;
                        /** @description What payments must cover: subtotal − discount + shipping + tax_total with prices excluding tax; with prices including it, the nets plus tax_total (the same as subtotal − discount + shipping at the origin rate), in the order's currency */
                        total: number;
                        /** @description Whether the prices (and shipping) included tax at checkout */
                        prices_include_tax: boolean;
                        /** @description True: a business buyer in another country with a valid VAT number; no VAT charged */
                        reverse_charge: boolean;
                        /** @description Why no VAT (or not all of it) was charged: reverse charge, the buyer's tax-exempt customer group, or no rate for the country */
                        tax_exempt_reason: ("reverse_charge" | "customer_group" | "no_rate") | null;
                        /** @description The country whose rates applied; null: no taxes set up */
                        tax_country: string | null;
                        shipping_tax_lines: {
                            name: string;
                            /** @description Percent, up to 3 decimals */
                            rate: number;
                            /** @description In the site currency, at most 2 decimals */
                            amount: number;
                        }[];
                        /**
                         * @description Computed from the payments and refunds, in the same write that changes them; an order placed before payments existed is `paid` when paid or fulfilled, else `pending`
                         * @enum {string}
                         */
                        financial_status: "pending" | "authorized" | "partially_paid" | "paid" | "partially_refunded" | "refunded" | "voided";
                        /**
                         * @description `fulfilled` once every line not refunded has shipped (fulfilments not cancelled), `partially_fulfilled` once some has, else `unfulfilled`
                         * @enum {string}
                         */
                        fulfillment_status: "unfulfilled" | "partially_fulfilled" | "fulfilled";
                        /** @description Captured through payments (refunds not deducted), in the order's currency */
                        amount_paid: number;
                        /** @description Refunded, in the order's currency */
                        amount_refunded: number;
                        /** @description What the order still owes: total − amount_paid, never below 0, in the order's currency */
                        amount_outstanding: number;
                        coupon: {
                            code: string;
                            /** @description What the coupon saved (the waived shipping for free_shipping), in the order's currency */
                            amount: number;
                        } | null;
                        shipping_rate: {
                            id: string;
                            name: string;
                            /** @description The rate as it was, in the order's currency */
                            price: number;
                        } | null;
                        checkout_profile_id: string | null;
                        custom_fields: {
                            [key: string]: unknown;
                        };
                        shipping_address: {
                            name: string;
                            first_name: string;
                            last_name: string;
                            company: string | null;
                            address1: string;
                            address2: string | null;
                            zip: string;
                            city: string;
                            province: string | null;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                            phone: string | null;
                            vat_number: string | null;
                            address_id: string | null;
                        } | null;
                        billing_address: {
                            name: string;
                            first_name: string;
                            last_name: string;
                            company: string | null;
                            address1: string;
                            address2: string | null;
                            zip: string;
                            city: string;
                            province: string | null;
                            /** @description ISO 3166-1 alpha-2 */
                            country: string;
                            phone: string | null;
                            vat_number: string | null;
                            address_id: string | null;
                        } | null;
                        note: string | null;
                        history: {
                            /** @enum {string} */
                            status: "pending" | "paid" | "fulfilled" | "cancelled";
                            /** Format: date-time */
                            at: string;
                            note: string | null;
                        }[];
                        invoice_number: string | null;
                        cancel_reason: "expired" | null;
                        /** @description True once the buyer was erased: e-mail, names, phone and address lines read "erased"; amounts, lines and status are kept */
                        customer_erased: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-order-payments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        order_id: string;
                        /** @enum {string} */
                        provider: "stripe" | "mollie" | "manual" | "test";
                        /** @enum {string} */
                        status: "pending" | "authorized" | "paid" | "failed" | "canceled" | "expired" | "voided" | "amount_mismatch";
                        /** @description What the order owed when the payment started, in the payment's currency */
                        amount: number;
                        currency: string;
                        method: string | null;
                        checkout_url: string | null;
                        return_url: string | null;
                        provider_reference: string | null;
                        /** @description Captured, in the payment's currency */
                        amount_captured: number;
                        /** @description Refunded, in the payment's currency */
                        amount_refunded: number;
                        client_secret?: string | null;
                        transactions: {
                            id: string;
                            /** @enum {string} */
                            kind: "authorization" | "capture" | "refund" | "void";
                            /** @description Moved, in the payment's currency */
                            amount: number;
                            provider_reference: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-payment": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                order: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    provider: "stripe" | "mollie" | "manual" | "test";
                    /**
                     * Format: uri
                     * @description Where the provider's page sends the buyer back; the order is paid by the webhook, never by this redirect
                     */
                    return_url: string;
                    /** @description A provider's method (`ideal`, `card`…) */
                    method?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        order_id: string;
                        /** @enum {string} */
                        provider: "stripe" | "mollie" | "manual" | "test";
                        /** @enum {string} */
                        status: "pending" | "authorized" | "paid" | "failed" | "canceled" | "expired" | "voided" | "amount_mismatch";
                        /** @description What the order owed when the payment started, in the payment's currency */
                        amount: number;
                        currency: string;
                        method: string | null;
                        checkout_url: string | null;
                        return_url: string | null;
                        provider_reference: string | null;
                        /** @description Captured, in the payment's currency */
                        amount_captured: number;
                        /** @description Refunded, in the payment's currency */
                        amount_refunded: number;
                        client_secret?: string | null;
                        transactions: {
                            id: string;
                            /** @enum {string} */
                            kind: "authorization" | "capture" | "refund" | "void";
                            /** @description Moved, in the payment's currency */
                            amount: number;
                            provider_reference: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-order-refunds": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                order: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        order_id: string;
                        /** @description The first part's payment (the one that gave the most); `parts` names each */
                        payment_id: string;
                        /** @enum {string} */
                        provider: "stripe" | "mollie" | "manual" | "test";
                        /** @enum {string} */
                        status: "pending" | "succeeded" | "failed";
                        /** @description Asked for, in the order's currency */
                        amount: number;
                        /** @description What came back so far: the succeeded parts' sum (a failed part's money is refundable again) */
                        amount_refunded: number;
                        /** @description One per payment the refund comes from, each refunded at and settled by that payment's provider: most refundable first */
                        parts: {
                            payment_id: string;
                            /** @enum {string} */
                            provider: "stripe" | "mollie" | "manual" | "test";
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            provider_refund_id: string | null;
                        }[];
                        lines: {
                            line_id: string;
                            quantity: number;
                        }[];
                        restock: boolean;
                        reason: string | null;
                        provider_reference: string | null;
                        /** @description The credit note issued when the refund succeeded (`CN-2026-000001`); null until then */
                        credit_note_number: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-refund": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                order: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description An amount in the site currency, at most 2 decimals
                     * @example 4.99
                     */
                    amount?: number;
                    lines?: {
                        line_id: string;
                        quantity: number;
                    }[];
                    /** @description Puts the lines' quantities back into stock in the refund's own write */
                    restock?: boolean;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        order_id: string;
                        /** @description The first part's payment (the one that gave the most); `parts` names each */
                        payment_id: string;
                        /** @enum {string} */
                        provider: "stripe" | "mollie" | "manual" | "test";
                        /** @enum {string} */
                        status: "pending" | "succeeded" | "failed";
                        /** @description Asked for, in the order's currency */
                        amount: number;
                        /** @description What came back so far: the succeeded parts' sum (a failed part's money is refundable again) */
                        amount_refunded: number;
                        /** @description One per payment the refund comes from, each refunded at and settled by that payment's provider: most refundable first */
                        parts: {
                            payment_id: string;
                            /** @enum {string} */
                            provider: "stripe" | "mollie" | "manual" | "test";
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            provider_refund_id: string | null;
                        }[];
                        lines: {
                            line_id: string;
                            quantity: number;
                        }[];
                        restock: boolean;
                        reason: string | null;
                        provider_reference: string | null;
                        /** @description The credit note issued when the refund succeeded (`CN-2026-000001`); null until then */
                        credit_note_number: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-refund": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                order: string;
                refund: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        order_id: string;
                        /** @description The first part's payment (the one that gave the most); `parts` names each */
                        payment_id: string;
                        /** @enum {string} */
                        provider: "stripe" | "mollie" | "manual" | "test";
                        /** @enum {string} */
                        status: "pending" | "succeeded" | "failed";
                        /** @description Asked for, in the order's currency */
                        amount: number;
                        /** @description What came back so far: the succeeded parts' sum (a failed part's money is refundable again) */
                        amount_refunded: number;
                        /** @description One per payment the refund comes from, each refunded at and settled by that payment's provider: most refundable first */
                        parts: {
                            payment_id: string;
                            /** @enum {string} */
                            provider: "stripe" | "mollie" | "manual" | "test";
                            amount: number;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            provider_refund_id: string | null;
                        }[];
                        lines: {
                            line_id: string;
                            quantity: number;
                        }[];
                        restock: boolean;
                        reason: string | null;
                        provider_reference: string | null;
                        /** @description The credit note issued when the refund succeeded (`CN-2026-000001`); null until then */
                        credit_note_number: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-credit-note-pdf": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                order: string;
                refund: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-payment-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        provider: "stripe" | "mollie" | "manual" | "test";
                        /** Format: uri */
                        url: string;
                        enabled: boolean;
                        /** @enum {string} */
                        capture_method: "automatic" | "manual";
                        secret_key: string | null;
                        webhook_secret: string | null;
                        api_key: string | null;
                        /**
                         * Format: uri
                         * @description Where the provider sends its events for this site
                         */
                        webhook_url: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-payment-provider": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                provider: "stripe" | "mollie" | "manual" | "test";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        provider: "stripe" | "mollie" | "manual" | "test";
                        /** Format: uri */
                        url: string;
                        enabled: boolean;
                        /** @enum {string} */
                        capture_method: "automatic" | "manual";
                        secret_key: string | null;
                        webhook_secret: string | null;
                        api_key: string | null;
                        /**
                         * Format: uri
                         * @description Where the provider sends its events for this site
                         */
                        webhook_url: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "put-payment-provider": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: "stripe" | "mollie" | "manual" | "test";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Stripe's secret API key (write-only) */
                    secret_key?: string;
                    /** @description Stripe's webhook signing secret (write-only) */
                    webhook_secret?: string;
                    /** @description Mollie's API key (write-only) */
                    api_key?: string;
                    /**
                     * @description Stripe only: `manual` authorizes and leaves the capture to POST /payments/{payment}/capture (default `automatic`)
                     * @enum {string}
                     */
                    capture_method?: "automatic" | "manual";
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        provider: "stripe" | "mollie" | "manual" | "test";
                        /** Format: uri */
                        url: string;
                        enabled: boolean;
                        /** @enum {string} */
                        capture_method: "automatic" | "manual";
                        secret_key: string | null;
                        webhook_secret: string | null;
                        api_key: string | null;
                        /**
                         * Format: uri
                         * @description Where the provider sends its events for this site
                         */
                        webhook_url: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        provider: "stripe" | "mollie" | "manual" | "test";
                        /** Format: uri */
                        url: string;
                        enabled: boolean;
                        /** @enum {string} */
                        capture_method: "automatic" | "manual";
                        secret_key: string | null;
                        webhook_secret: string | null;
                        api_key: string | null;
                        /**
                         * Format: uri
                         * @description Where the provider sends its events for this site
                         */
                        webhook_url: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-payment-provider": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: "stripe" | "mollie" | "manual" | "test";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "receive-payment-webhook": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
                site: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description `applied`; `duplicate`: this event id was applied before; `ignored`: the payment had moved past it; `queued`: its payment is not stored yet, applied later
                         * @enum {string}
                         */
                        status: "applied" | "duplicate" | "ignored" | "queued";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-payment": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                payment: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        order_id: string;
                        /** @enum {string} */
                        provider: "stripe" | "mollie" | "manual" | "test";
                        /** @enum {string} */
                        status: "pending" | "authorized" | "paid" | "failed" | "canceled" | "expired" | "voided" | "amount_mismatch";
                        /** @description What the order owed when the payment started, in the payment's currency */
                        amount: number;
                        currency: string;
                        method: string | null;
                        checkout_url: string | null;
                        return_url: string | null;
                        provider_reference: string | null;
                        /** @description Captured, in the payment's currency */
                        amount_captured: number;
                        /** @description Refunded, in the payment's currency */
                        amount_refunded: number;
                        client_secret?: string | null;
                        transactions: {
                            id: string;
                            /** @enum {string} */
                            kind: "authorization" | "capture" | "refund" | "void";
                            /** @description Moved, in the payment's currency */
                            amount: number;
                            provider_reference: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "capture-payment": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                payment: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description What to capture, at most the authorized amount; the rest is released. Default: all
                     * @example 4.99
                     */
                    amount?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        order_id: string;
                        /** @enum {string} */
                        provider: "stripe" | "mollie" | "manual" | "test";
                        /** @enum {string} */
                        status: "pending" | "authorized" | "paid" | "failed" | "canceled" | "expired" | "voided" | "amount_mismatch";
                        /** @description What the order owed when the payment started, in the payment's currency */
                        amount: number;
                        currency: string;
                        method: string | null;
                        checkout_url: string | null;
                        return_url: string | null;
                        provider_reference: string | null;
                        /** @description Captured, in the payment's currency */
                        amount_captured: number;
                        /** @description Refunded, in the payment's currency */
                        amount_refunded: number;
                        client_secret?: string | null;
                        transactions: {
                            id: string;
                            /** @enum {string} */
                            kind: "authorization" | "capture" | "refund" | "void";
                            /** @description Moved, in the payment's currency */
                            amount: number;
                            provider_reference: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "void-payment": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                payment: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        order_id: string;
                        /** @enum {string} */
                        provider: "stripe" | "mollie" | "manual" | "test";
                        /** @enum {string} */
                        status: "pending" | "authorized" | "paid" | "failed" | "canceled" | "expired" | "voided" | "amount_mismatch";
                        /** @description What the order owed when the payment started, in the payment's currency */
                        amount: number;
                        currency: string;
                        method: string | null;
                        checkout_url: string | null;
                        return_url: string | null;
                        provider_reference: string | null;
                        /** @description Captured, in the payment's currency */
                        amount_captured: number;
                        /** @description Refunded, in the payment's currency */
                        amount_refunded: number;
                        client_secret?: string | null;
                        transactions: {
                            id: string;
                            /** @enum {string} */
                            kind: "authorization" | "capture" | "refund" | "void";
                            /** @description Moved, in the payment's currency */
                            amount: number;
                            provider_reference: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            502: components["responses"]["BadGateway"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-collections": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Collection"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-collection": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug?: string;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "count-collections": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many items the list holds for these filters */
                        count: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-collection": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                collection: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Collection"];
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-collection": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collection: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    slug?: string;
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-collection": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collection: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-product-types": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductType"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-product-type": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug?: string;
                    /** @default [] */
                    customizations?: {
                        id?: string;
                        name: string;
                        label?: string;
                        hint?: string;
                        /** @enum {string} */
                        type: "string" | "text" | "integer" | "float" | "boolean" | "date" | "select" | "file" | "belongs_to" | "number" | "email" | "url";
                        /** @default false */
                        required?: boolean;
                        required_expression?: string;
                        /** @default false */
                        immutable?: boolean;
                        /** @default false */
                        localized?: boolean;
                        /** @default false */
                        unique?: boolean;
                        /** @default false */
                        encrypted?: boolean;
                        /** @default false */
                        auto_expand?: boolean;
                        select_options?: {
                            id?: string;
                            name: string;
                            slug?: string;
                            position?: number;
                        }[];
                        /** @default false */
                        private_storage?: boolean;
                        text_formatting?: string;
                        reference?: string;
                        geo_type?: string;
                        calculated_expression?: string;
                        calculation_type?: string;
                    }[];
                    /** @description Matched to the site's tax rates' category (GET /site/taxes); absent: the standard rate */
                    tax_category?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "count-product-types": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many items the list holds for these filters */
                        count: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-product-type": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                type: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductType"];
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-product-type": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    slug?: string;
                    customizations?: {
                        id?: string;
                        name: string;
                        label?: string;
                        hint?: string;
                        /** @enum {string} */
                        type: "string" | "text" | "integer" | "float" | "boolean" | "date" | "select" | "file" | "belongs_to" | "number" | "email" | "url";
                        /** @default false */
                        required?: boolean;
                        required_expression?: string;
                        /** @default false */
                        immutable?: boolean;
                        /** @default false */
                        localized?: boolean;
                        /** @default false */
                        unique?: boolean;
                        /** @default false */
                        encrypted?: boolean;
                        /** @default false */
                        auto_expand?: boolean;
                        select_options?: {
                            id?: string;
                            name: string;
                            slug?: string;
                            position?: number;
                        }[];
                        /** @default false */
                        private_storage?: boolean;
                        text_formatting?: string;
                        reference?: string;
                        geo_type?: string;
                        calculated_expression?: string;
                        calculation_type?: string;
                    }[];
                    tax_category?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-product-type": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-products": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
                status?: "draft" | "active" | "archived";
                collection?: string;
                product_type?: string;
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: status, price, name, slug, sku, collection_ids, product_type_id, vendor (a slug or an id, equality only: read from an index), track_inventory, created_at, updated_at (plus the older status, collection and product_type parameters, which join them). Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[status]=active&where[price][lt]=20&sort=-created_at`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: created_at, oldest first. Served by an index at any size: created_at. Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-product": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug?: string;
                    description?: string;
                    /**
                     * @default draft
                     * @enum {string}
                     */
                    status?: "draft" | "active" | "archived";
                    /**
                     * @description An amount in the site currency, at most 2 decimals
                     * @default 0
                     * @example 4.99
                     */
                    price?: number;
                    /**
                     * @description An amount in the site currency, at most 2 decimals
                     * @example 4.99
                     */
                    compare_at_price?: number;
                    sku?: string;
                    weight?: number;
                    /** @default true */
                    track_inventory?: boolean;
                    inventory_quantity?: number;
                    product_type_id?: string;
                    vendor?: string;
                    /** @description Matched to the site's tax rates' category (GET /site/taxes); absent: the standard rate */
                    tax_category?: string;
                    /** @default [] */
                    collection_ids?: string[];
                    /** @default [] */
                    images?: {
                        upload_id: string;
                    }[];
                    /** @default {} */
                    custom_fields?: {
                        [key: string]: unknown;
                    };
                    /** @default [] */
                    options?: string[];
                    /** @default [] */
                    variants?: {
                        id?: string;
                        sku?: string;
                        option_values: string[];
                        /**
                         * @description An amount in the site currency, at most 2 decimals
                         * @example 4.99
                         */
                        price?: number;
                        /**
                         * @description An amount in the site currency, at most 2 decimals
                         * @example 4.99
                         */
                        compare_at_price?: number;
                        weight?: number;
                        inventory_quantity?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "count-products": {
        parameters: {
            query?: {
                status?: "draft" | "active" | "archived";
                collection?: string;
                product_type?: string;
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: status, price, name, slug, sku, collection_ids, product_type_id, vendor (a slug or an id, equality only: read from an index), track_inventory, created_at, updated_at (plus the older status, collection and product_type parameters, which join them). Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[status]=active&where[price][lt]=20&sort=-created_at`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: created_at, oldest first. Served by an index at any size: created_at. Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many items the list holds for these filters */
                        count: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-product-customizations": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customizations: components["schemas"]["Customization"][];
                        /** @description When the list was last replaced; null while the site has never defined one */
                        updated_at: string | null;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-product-customizations": {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the list read: 412 when it has changed since */
                "if-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customizations: {
                        id?: string;
                        name: string;
                        label?: string;
                        hint?: string;
                        /** @enum {string} */
                        type: "string" | "text" | "integer" | "float" | "boolean" | "date" | "select" | "file" | "belongs_to" | "number" | "email" | "url";
                        /** @default false */
                        required?: boolean;
                        required_expression?: string;
                        /** @default false */
                        immutable?: boolean;
                        /** @default false */
                        localized?: boolean;
                        /** @default false */
                        unique?: boolean;
                        /** @default false */
                        encrypted?: boolean;
                        /** @default false */
                        auto_expand?: boolean;
                        select_options?: {
                            id?: string;
                            name: string;
                            slug?: string;
                            position?: number;
                        }[];
                        /** @default false */
                        private_storage?: boolean;
                        text_formatting?: string;
                        reference?: string;
                        geo_type?: string;
                        calculated_expression?: string;
                        calculation_type?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customizations: components["schemas"]["Customization"][];
                        /** @description When the list was last replaced; null while the site has never defined one */
                        updated_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-product": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                product: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-product": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                product: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    slug?: string;
                    description?: string | null;
                    /** @enum {string} */
                    status?: "draft" | "active" | "archived";
                    /**
                     * @description An amount in the site currency, at most 2 decimals
                     * @example 4.99
                     */
                    price?: number;
                    compare_at_price?: number | null;
                    sku?: string | null;
                    weight?: number | null;
                    track_inventory?: boolean;
                    inventory_quantity?: number;
                    product_type_id?: string | null;
                    vendor?: string | null;
                    tax_category?: string | null;
                    collection_ids?: string[];
                    images?: {
                        upload_id: string;
                    }[];
                    custom_fields?: {
                        [key: string]: unknown;
                    };
                    options?: string[];
                    variants?: {
                        id?: string;
                        sku?: string;
                        option_values: string[];
                        /**
                         * @description An amount in the site currency, at most 2 decimals
                         * @example 4.99
                         */
                        price?: number;
                        /**
                         * @description An amount in the site currency, at most 2 decimals
                         * @example 4.99
                         */
                        compare_at_price?: number;
                        weight?: number;
                        inventory_quantity?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-product": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                product: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "adjust-inventory": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                product: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    variant_id?: string;
                    delta: number;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-devices": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: platform (ios, android, web), channel, customer (id), app_name, app_version, locale, time_zone, tags, installation_id, active, last_seen_at, created_at, updated_at. Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[platform]=web&where[channel]=news&where[active]=true`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: created_at, oldest first. Served by an index at any size: created_at (where[channel]=x reads the channel's devices, where[customer]=id the customer's). Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        installation_id: string;
                        /** @enum {string} */
                        platform: "ios" | "android" | "web";
                        /** @description The last four characters of the token or endpoint, after an ellipsis */
                        token_hint: string;
                        /** @description The push service of a browser subscription; null for apps */
                        endpoint_host: string | null;
                        app_name: string | null;
                        app_version: string | null;
                        locale: string | null;
                        time_zone: string | null;
                        badge: number;
                        channels: string[];
                        tags: string[];
                        customer_id: string | null;
                        active: boolean;
                        deactivated_at: string | null;
                        /** @description `gone` when a push service reported the device gone; `deactivated` when set inactive */
                        deactivation_reason: string | null;
                        /** Format: date-time */
                        last_seen_at: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-device": {
        parameters: {
            query?: never;
            header?: {
                /** @description A customer session (from POST /customers/login): the request acts as that customer */
                "session-token"?: string;
                /** @description Same as Session-Token */
                "x-service-session-token"?: string;
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    platform: "ios" | "android" | "web";
                    installation_id: string;
                    token?: string;
                    subscription?: {
                        endpoint: string;
                        keys: {
                            p256dh: string;
                            auth: string;
                        };
                        expirationTime?: number | null;
                    };
                    app_name?: string | null;
                    app_version?: string | null;
                    locale?: string | null;
                    time_zone?: string | null;
                    badge?: number;
                    channels?: string[];
                    tags?: string[];
                    customer_id?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        installation_id: string;
                        /** @enum {string} */
                        platform: "ios" | "android" | "web";
                        /** @description The last four characters of the token or endpoint, after an ellipsis */
                        token_hint: string;
                        /** @description The push service of a browser subscription; null for apps */
                        endpoint_host: string | null;
                        app_name: string | null;
                        app_version: string | null;
                        locale: string | null;
                        time_zone: string | null;
                        badge: number;
                        channels: string[];
                        tags: string[];
                        customer_id: string | null;
                        active: boolean;
                        deactivated_at: string | null;
                        /** @description `gone` when a push service reported the device gone; `deactivated` when set inactive */
                        deactivation_reason: string | null;
                        /** Format: date-time */
                        last_seen_at: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        installation_id: string;
                        /** @enum {string} */
                        platform: "ios" | "android" | "web";
                        /** @description The last four characters of the token or endpoint, after an ellipsis */
                        token_hint: string;
                        /** @description The push service of a browser subscription; null for apps */
                        endpoint_host: string | null;
                        app_name: string | null;
                        app_version: string | null;
                        locale: string | null;
                        time_zone: string | null;
                        badge: number;
                        channels: string[];
                        tags: string[];
                        customer_id: string | null;
                        active: boolean;
                        deactivated_at: string | null;
                        /** @description `gone` when a push service reported the device gone; `deactivated` when set inactive */
                        deactivation_reason: string | null;
                        /** Format: date-time */
                        last_seen_at: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "count-devices": {
        parameters: {
            query?: {
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: platform (ios, android, web), channel, customer (id), app_name, app_version, locale, time_zone, tags, installation_id, active, last_seen_at, created_at, updated_at. Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[platform]=web&where[channel]=news&where[active]=true`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: created_at, oldest first. Served by an index at any size: created_at (where[channel]=x reads the channel's devices, where[customer]=id the customer's). Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many items the list holds for these filters */
                        count: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-pushes": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        /** @enum {string} */
                        status: "scheduled" | "running" | "succeeded" | "partially_failed" | "failed" | "cancelled";
                        target: {
                            devices?: string[];
                            customers?: string[];
                            channels?: string[];
                            where?: {
                                [key: string]: (string | number | boolean) | {
                                    [key: string]: (string | number | boolean) | (string | number | boolean)[];
                                };
                            };
                            /** @constant */
                            all?: true;
                        };
                        notification: {
                            title?: string;
                            body?: string;
                            data?: {
                                [key: string]: unknown;
                            };
                            url?: string;
                            image?: string;
                            badge?: number;
                            sound?: string;
                        };
                        options: {
                            ttl?: number;
                            /** @enum {string} */
                            urgency?: "very-low" | "low" | "normal" | "high";
                            collapse_key?: string;
                            /** Format: date-time */
                            send_at?: string;
                            /** Format: date-time */
                            expires_at?: string;
                        };
                        /** @description Each targeted device ends in exactly one of sent, failed and invalidated */
                        counts: {
                            targeted: number;
                            sent: number;
                            failed: number;
                            invalidated: number;
                        };
                        by_platform: {
                            ios: {
                                targeted: number;
                                sent: number;
                                failed: number;
                                invalidated: number;
                            };
                            android: {
                                targeted: number;
                                sent: number;
                                failed: number;
                                invalidated: number;
                            };
                            web: {
                                targeted: number;
                                sent: number;
                                failed: number;
                                invalidated: number;
                            };
                        };
                        /** @description The first 20 devices not sent to, filled in when the send completes */
                        errors: {
                            device_id: string;
                            /** @enum {string} */
                            platform: "ios" | "android" | "web";
                            status: number | null;
                            reason: string;
                        }[];
                        send_at: string | null;
                        expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        cancelled_at: string | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-push": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    target: {
                        devices?: string[];
                        customers?: string[];
                        channels?: string[];
                        where?: {
                            [key: string]: (string | number | boolean) | {
                                [key: string]: (string | number | boolean) | (string | number | boolean)[];
                            };
                        };
                        /** @constant */
                        all?: true;
                    };
                    notification: {
                        title?: string;
                        body?: string;
                        data?: {
                            [key: string]: unknown;
                        };
                        url?: string;
                        image?: string;
                        badge?: number;
                        sound?: string;
                    };
                    options?: {
                        ttl?: number;
                        /** @enum {string} */
                        urgency?: "very-low" | "low" | "normal" | "high";
                        collapse_key?: string;
                        /** Format: date-time */
                        send_at?: string;
                        /** Format: date-time */
                        expires_at?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "scheduled" | "running" | "succeeded" | "partially_failed" | "failed" | "cancelled";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-push": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                push: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        /** @enum {string} */
                        status: "scheduled" | "running" | "succeeded" | "partially_failed" | "failed" | "cancelled";
                        target: {
                            devices?: string[];
                            customers?: string[];
                            channels?: string[];
                            where?: {
                                [key: string]: (string | number | boolean) | {
                                    [key: string]: (string | number | boolean) | (string | number | boolean)[];
                                };
                            };
                            /** @constant */
                            all?: true;
                        };
                        notification: {
                            title?: string;
                            body?: string;
                            data?: {
                                [key: string]: unknown;
                            };
                            url?: string;
                            image?: string;
                            badge?: number;
                            sound?: string;
                        };
                        options: {
                            ttl?: number;
                            /** @enum {string} */
                            urgency?: "very-low" | "low" | "normal" | "high";
                            collapse_key?: string;
                            /** Format: date-time */
                            send_at?: string;
                            /** Format: date-time */
                            expires_at?: string;
                        };
                        /** @description Each targeted device ends in exactly one of sent, failed and invalidated */
                        counts: {
                            targeted: number;
                            sent: number;
                            failed: number;
                            invalidated: number;
                        };
                        by_platform: {
                            ios: {
                                targeted: number;
                                sent: number;
                                failed: number;
                                invalidated: number;
                            };
                            android: {
                                targeted: number;
                                sent: number;
                                failed: number;
                                invalidated: number;
                            };
                            web: {
                                targeted: number;
                                sent: number;
                                failed: number;
                                invalidated: number;
                            };
                        };
                        /** @description The first 20 devices not sent to, filled in when the send completes */
                        errors: {
                            device_id: string;
                            /** @enum {string} */
                            platform: "ios" | "android" | "web";
                            status: number | null;
                            reason: string;
                        }[];
                        send_at: string | null;
                        expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        cancelled_at: string | null;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "cancel-push": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                push: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        /** @enum {string} */
                        status: "scheduled" | "running" | "succeeded" | "partially_failed" | "failed" | "cancelled";
                        target: {
                            devices?: string[];
                            customers?: string[];
                            channels?: string[];
                            where?: {
                                [key: string]: (string | number | boolean) | {
                                    [key: string]: (string | number | boolean) | (string | number | boolean)[];
                                };
                            };
                            /** @constant */
                            all?: true;
                        };
                        notification: {
                            title?: string;
                            body?: string;
                            data?: {
                                [key: string]: unknown;
                            };
                            url?: string;
                            image?: string;
                            badge?: number;
                            sound?: string;
                        };
                        options: {
                            ttl?: number;
                            /** @enum {string} */
                            urgency?: "very-low" | "low" | "normal" | "high";
                            collapse_key?: string;
                            /** Format: date-time */
                            send_at?: string;
                            /** Format: date-time */
                            expires_at?: string;
                        };
                        /** @description Each targeted device ends in exactly one of sent, failed and invalidated */
                        counts: {
                            targeted: number;
                            sent: number;
                            failed: number;
                            invalidated: number;
                        };
                        by_platform: {
                            ios: {
                                targeted: number;
                                sent: number;
                                failed: number;
                                invalidated: number;
                            };
                            android: {
                                targeted: number;
                                sent: number;
                                failed: number;
                                invalidated: number;
                            };
                            web: {
                                targeted: number;
                                sent: number;
                                failed: number;
                                invalidated: number;
                            };
                        };
                        /** @description The first 20 devices not sent to, filled in when the send completes */
                        errors: {
                            device_id: string;
                            /** @enum {string} */
                            platform: "ios" | "android" | "web";
                            status: number | null;
                            reason: string;
                        }[];
                        send_at: string | null;
                        expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        started_at: string | null;
                        completed_at: string | null;
                        cancelled_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-device": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device's installation id: with only the `public` scope, a caller reads, changes and deletes only the device of this installation */
                "installation-id"?: string;
                /** @description A customer session (from POST /customers/login): the request acts as that customer */
                "session-token"?: string;
                /** @description Same as Session-Token */
                "x-service-session-token"?: string;
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                device: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        installation_id: string;
                        /** @enum {string} */
                        platform: "ios" | "android" | "web";
                        /** @description The last four characters of the token or endpoint, after an ellipsis */
                        token_hint: string;
                        /** @description The push service of a browser subscription; null for apps */
                        endpoint_host: string | null;
                        app_name: string | null;
                        app_version: string | null;
                        locale: string | null;
                        time_zone: string | null;
                        badge: number;
                        channels: string[];
                        tags: string[];
                        customer_id: string | null;
                        active: boolean;
                        deactivated_at: string | null;
                        /** @description `gone` when a push service reported the device gone; `deactivated` when set inactive */
                        deactivation_reason: string | null;
                        /** Format: date-time */
                        last_seen_at: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-device": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device's installation id: with only the `public` scope, a caller reads, changes and deletes only the device of this installation */
                "installation-id"?: string;
                /** @description A customer session (from POST /customers/login): the request acts as that customer */
                "session-token"?: string;
                /** @description Same as Session-Token */
                "x-service-session-token"?: string;
            };
            path: {
                device: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-device": {
        parameters: {
            query?: never;
            header?: {
                /** @description The device's installation id: with only the `public` scope, a caller reads, changes and deletes only the device of this installation */
                "installation-id"?: string;
                /** @description A customer session (from POST /customers/login): the request acts as that customer */
                "session-token"?: string;
                /** @description Same as Session-Token */
                "x-service-session-token"?: string;
            };
            path: {
                device: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token?: string;
                    subscription?: {
                        endpoint: string;
                        keys: {
                            p256dh: string;
                            auth: string;
                        };
                        expirationTime?: number | null;
                    };
                    app_name?: string | null;
                    app_version?: string | null;
                    locale?: string | null;
                    time_zone?: string | null;
                    badge?: number;
                    channels?: string[];
                    tags?: string[];
                    customer_id?: string | null;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        installation_id: string;
                        /** @enum {string} */
                        platform: "ios" | "android" | "web";
                        /** @description The last four characters of the token or endpoint, after an ellipsis */
                        token_hint: string;
                        /** @description The push service of a browser subscription; null for apps */
                        endpoint_host: string | null;
                        app_name: string | null;
                        app_version: string | null;
                        locale: string | null;
                        time_zone: string | null;
                        badge: number;
                        channels: string[];
                        tags: string[];
                        customer_id: string | null;
                        active: boolean;
                        deactivated_at: string | null;
                        /** @description `gone` when a push service reported the device gone; `deactivated` when set inactive */
                        deactivation_reason: string | null;
                        /** Format: date-time */
                        last_seen_at: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-push-settings": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vapid_public_key: string | null;
                        vapid_subject: string;
                        apns: {
                            key_id: string;
                            team_id: string;
                            bundle_id: string;
                            /** @enum {string} */
                            environment: "production" | "sandbox";
                        } | null;
                        fcm: {
                            project_id: string;
                            client_email: string;
                        } | null;
                        updated_at: string | null;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-push-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    vapid_subject?: string;
                    apns?: {
                        key_id: string;
                        team_id: string;
                        bundle_id: string;
                        private_key: string;
                        /**
                         * @default production
                         * @enum {string}
                         */
                        environment?: "production" | "sandbox";
                    } | null;
                    fcm?: {
                        service_account: {
                            /** @constant */
                            type: "service_account";
                            project_id: string;
                            client_email: string;
                            private_key: string;
                        } & {
                            [key: string]: unknown;
                        };
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vapid_public_key: string | null;
                        vapid_subject: string;
                        apns: {
                            key_id: string;
                            team_id: string;
                            bundle_id: string;
                            /** @enum {string} */
                            environment: "production" | "sandbox";
                        } | null;
                        fcm: {
                            project_id: string;
                            client_email: string;
                        } | null;
                        updated_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-push-vapid-public-key": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description base64url of the uncompressed P-256 point: the applicationServerKey of pushManager.subscribe() */
                        public_key: string;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-mail-suppressions": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        /**
                         * @description bounce: it bounced hard (SES Permanent); complaint: its owner marked a message as spam
                         * @enum {string}
                         */
                        reason: "bounce" | "complaint";
                        /** @description SES's bounce subtype or complaint feedback type */
                        detail: string | null;
                        /** @description The Message-ID of the message that bounced or was complained about */
                        message_id: string | null;
                        /** Format: date-time */
                        created_at: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-mail-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        name: "customer_confirmation" | "customer_welcome" | "password_reset" | "order_confirmation" | "order_shipped" | "order_refunded";
                        /** @description Liquid template of the subject */
                        subject: string;
                        /** @description Liquid template of the HTML part (values are HTML-escaped unless `| raw`) */
                        html: string;
                        /** @description Liquid template of the text part; null: derived from the rendered HTML */
                        text: string | null;
                        /** @description Versions by locale; a message in another language uses the main parts */
                        locale_variants: {
                            [key: string]: {
                                /** @description Liquid template of the subject */
                                subject: string;
                                /** @description Liquid template of the HTML part (values are HTML-escaped unless `| raw`) */
                                html: string;
                                /** @description Liquid template of the text part; null: derived from the rendered HTML */
                                text: string | null;
                            };
                        };
                        /** @description False: the built-in default (DELETE goes back to it) */
                        customized: boolean;
                        updated_at: string | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-mail-template": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        name: "customer_confirmation" | "customer_welcome" | "password_reset" | "order_confirmation" | "order_shipped" | "order_refunded";
                        /** @description Liquid template of the subject */
                        subject: string;
                        /** @description Liquid template of the HTML part (values are HTML-escaped unless `| raw`) */
                        html: string;
                        /** @description Liquid template of the text part; null: derived from the rendered HTML */
                        text: string | null;
                        /** @description Versions by locale; a message in another language uses the main parts */
                        locale_variants: {
                            [key: string]: {
                                /** @description Liquid template of the subject */
                                subject: string;
                                /** @description Liquid template of the HTML part (values are HTML-escaped unless `| raw`) */
                                html: string;
                                /** @description Liquid template of the text part; null: derived from the rendered HTML */
                                text: string | null;
                            };
                        };
                        /** @description False: the built-in default (DELETE goes back to it) */
                        customized: boolean;
                        updated_at: string | null;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "put-mail-template": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject?: string;
                    html?: string;
                    text?: string | null;
                    locale_variants?: {
                        [key: string]: {
                            subject: string;
                            html: string;
                            text?: string | null;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        name: "customer_confirmation" | "customer_welcome" | "password_reset" | "order_confirmation" | "order_shipped" | "order_refunded";
                        /** @description Liquid template of the subject */
                        subject: string;
                        /** @description Liquid template of the HTML part (values are HTML-escaped unless `| raw`) */
                        html: string;
                        /** @description Liquid template of the text part; null: derived from the rendered HTML */
                        text: string | null;
                        /** @description Versions by locale; a message in another language uses the main parts */
                        locale_variants: {
                            [key: string]: {
                                /** @description Liquid template of the subject */
                                subject: string;
                                /** @description Liquid template of the HTML part (values are HTML-escaped unless `| raw`) */
                                html: string;
                                /** @description Liquid template of the text part; null: derived from the rendered HTML */
                                text: string | null;
                            };
                        };
                        /** @description False: the built-in default (DELETE goes back to it) */
                        customized: boolean;
                        updated_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-mail-template": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        name: "customer_confirmation" | "customer_welcome" | "password_reset" | "order_confirmation" | "order_shipped" | "order_refunded";
                        /** @description Liquid template of the subject */
                        subject: string;
                        /** @description Liquid template of the HTML part (values are HTML-escaped unless `| raw`) */
                        html: string;
                        /** @description Liquid template of the text part; null: derived from the rendered HTML */
                        text: string | null;
                        /** @description Versions by locale; a message in another language uses the main parts */
                        locale_variants: {
                            [key: string]: {
                                /** @description Liquid template of the subject */
                                subject: string;
                                /** @description Liquid template of the HTML part (values are HTML-escaped unless `| raw`) */
                                html: string;
                                /** @description Liquid template of the text part; null: derived from the rendered HTML */
                                text: string | null;
                            };
                        };
                        /** @description False: the built-in default (DELETE goes back to it) */
                        customized: boolean;
                        updated_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-uploads": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: content_type (prefix: `where[content_type][prefix]=image/`), filename (prefix too), status, purpose, size, created_at. Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[content_type][prefix]=image/&sort=-created_at`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: created_at, oldest first. Served by an index at any size: created_at. Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        /** @enum {string} */
                        status: "pending" | "ready";
                        /** @enum {string} */
                        purpose: "media" | "theme_asset";
                        filename: string;
                        content_type: string;
                        size: number;
                        checksum_sha256: string;
                        /** @description When the upload form runs out (pending uploads only) */
                        expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        completed_at: string | null;
                        file: ({
                            filename: string;
                            url: string;
                            content_type: string;
                            permanent_url: string;
                            permanent_relative_url: string;
                            permanent_backend_url: string;
                            version: string;
                            /** @description Lowercase hex SHA-256 of the bytes */
                            checksum: string;
                            size: number;
                            width?: number;
                            height?: number;
                            /** @description The upload this file came from */
                            upload_id: string;
                        } & {
                            [key: string]: string;
                        }) | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-upload": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    filename: string;
                    content_type: string;
                    size: number;
                    checksum_sha256: string;
                    /**
                     * @default media
                     * @enum {string}
                     */
                    purpose?: "media" | "theme_asset";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        /** @enum {string} */
                        status: "pending" | "ready";
                        /** @enum {string} */
                        purpose: "media" | "theme_asset";
                        filename: string;
                        content_type: string;
                        size: number;
                        checksum_sha256: string;
                        /** @description When the upload form runs out (pending uploads only) */
                        expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        completed_at: string | null;
                        file: ({
                            filename: string;
                            url: string;
                            content_type: string;
                            permanent_url: string;
                            permanent_relative_url: string;
                            permanent_backend_url: string;
                            version: string;
                            /** @description Lowercase hex SHA-256 of the bytes */
                            checksum: string;
                            size: number;
                            width?: number;
                            height?: number;
                            /** @description The upload this file came from */
                            upload_id: string;
                        } & {
                            [key: string]: string;
                        }) | null;
                        upload: {
                            /** @description Where to POST the file (multipart/form-data) */
                            url: string;
                            /** @enum {string} */
                            method: "POST";
                            /** @description Form fields to send, in this order, before the `file` field */
                            fields: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "count-uploads": {
        parameters: {
            query?: {
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: content_type (prefix: `where[content_type][prefix]=image/`), filename (prefix too), status, purpose, size, created_at. Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[content_type][prefix]=image/&sort=-created_at`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: created_at, oldest first. Served by an index at any size: created_at. Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many items the list holds for these filters */
                        count: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-upload": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                upload: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        /** @enum {string} */
                        status: "pending" | "ready";
                        /** @enum {string} */
                        purpose: "media" | "theme_asset";
                        filename: string;
                        content_type: string;
                        size: number;
                        checksum_sha256: string;
                        /** @description When the upload form runs out (pending uploads only) */
                        expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        completed_at: string | null;
                        file: ({
                            filename: string;
                            url: string;
                            content_type: string;
                            permanent_url: string;
                            permanent_relative_url: string;
                            permanent_backend_url: string;
                            version: string;
                            /** @description Lowercase hex SHA-256 of the bytes */
                            checksum: string;
                            size: number;
                            width?: number;
                            height?: number;
                            /** @description The upload this file came from */
                            upload_id: string;
                        } & {
                            [key: string]: string;
                        }) | null;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-upload": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                upload: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "complete-upload": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                upload: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        /** @enum {string} */
                        status: "pending" | "ready";
                        /** @enum {string} */
                        purpose: "media" | "theme_asset";
                        filename: string;
                        content_type: string;
                        size: number;
                        checksum_sha256: string;
                        /** @description When the upload form runs out (pending uploads only) */
                        expires_at: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        completed_at: string | null;
                        file: ({
                            filename: string;
                            url: string;
                            content_type: string;
                            permanent_url: string;
                            permanent_relative_url: string;
                            permanent_backend_url: string;
                            version: string;
                            /** @description Lowercase hex SHA-256 of the bytes */
                            checksum: string;
                            size: number;
                            width?: number;
                            height?: number;
                            /** @description The upload this file came from */
                            upload_id: string;
                        } & {
                            [key: string]: string;
                        }) | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-webhooks": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        events: string[];
                        description: string | null;
                        active: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** @description The API version its payloads are rendered in (docs/versions.md); webhooks made before versions existed: the first */
                        api_version: string;
                        /** @description Shown only when created and rotated */
                        secret?: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-webhook": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: string[];
                    description?: string | null;
                    active?: boolean;
                    api_version?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        events: string[];
                        description: string | null;
                        active: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** @description The API version its payloads are rendered in (docs/versions.md); webhooks made before versions existed: the first */
                        api_version: string;
                        /** @description Shown only when created and rotated */
                        secret?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "count-webhooks": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many items the list holds for these filters */
                        count: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-webhook": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                webhook: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        events: string[];
                        description: string | null;
                        active: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** @description The API version its payloads are rendered in (docs/versions.md); webhooks made before versions existed: the first */
                        api_version: string;
                        /** @description Shown only when created and rotated */
                        secret?: string;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-webhook": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    events?: string[];
                    description?: string | null;
                    active?: boolean;
                    api_version?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        events: string[];
                        description: string | null;
                        active: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** @description The API version its payloads are rendered in (docs/versions.md); webhooks made before versions existed: the first */
                        api_version: string;
                        /** @description Shown only when created and rotated */
                        secret?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-webhook": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-webhook-deliveries": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                webhook: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        event_id: string;
                        event_type: string;
                        /** @enum {string} */
                        status: "pending" | "succeeded" | "failed";
                        attempts: number;
                        /** Format: date-time */
                        created_at: string;
                        last_attempt_at: string | null;
                        next_attempt_at: string | null;
                        response_status: number | null;
                        response_time_ms: number | null;
                        error: string | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-webhook-delivery": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                webhook: string;
                delivery: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        event_id: string;
                        event_type: string;
                        /** @enum {string} */
                        status: "pending" | "succeeded" | "failed";
                        attempts: number;
                        /** Format: date-time */
                        created_at: string;
                        last_attempt_at: string | null;
                        next_attempt_at: string | null;
                        response_status: number | null;
                        response_time_ms: number | null;
                        error: string | null;
                        /** @description The body sent: `{type, timestamp, data}` */
                        payload: {
                            [key: string]: unknown;
                        };
                        response_body: string | null;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "redeliver-webhook-delivery": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                webhook: string;
                delivery: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        event_id: string;
                        event_type: string;
                        /** @enum {string} */
                        status: "pending" | "succeeded" | "failed";
                        attempts: number;
                        /** Format: date-time */
                        created_at: string;
                        last_attempt_at: string | null;
                        next_attempt_at: string | null;
                        response_status: number | null;
                        response_time_ms: number | null;
                        error: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "ping-webhook": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                webhook: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        event_id: string;
                        event_type: string;
                        /** @enum {string} */
                        status: "pending" | "succeeded" | "failed";
                        attempts: number;
                        /** Format: date-time */
                        created_at: string;
                        last_attempt_at: string | null;
                        next_attempt_at: string | null;
                        response_status: number | null;
                        response_time_ms: number | null;
                        error: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "rotate-webhook-secret": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                webhook: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        events: string[];
                        description: string | null;
                        active: boolean;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                        /** @description The API version its payloads are rendered in (docs/versions.md); webhooks made before versions existed: the first */
                        api_version: string;
                        /** @description Shown only when created and rotated */
                        secret?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-cloud-code-deployments": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        active: boolean;
                        scopes: string[];
                        files: {
                            name: string;
                            size: number;
                            sha256: string;
                        }[];
                        size: number;
                        functions: string[];
                        jobs: string[];
                        hooks: {
                            /** @enum {string} */
                            when: "before" | "after";
                            event: string;
                            channel: string | null;
                        }[];
                        schedules: {
                            job: string;
                            every?: string;
                            at?: string;
                            params: unknown;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        activated_at: string | null;
                        /** Format: uri */
                        url: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-cloud-code-deployment": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    files: {
                        name: string;
                        code: string;
                    }[];
                    scopes?: ("openid" | "profile" | "email" | "full_profile" | "public" | "read_user" | "read_account" | "read_site" | "read_channels" | "read_content" | "read_coupons" | "read_customers" | "read_devices" | "read_orders" | "read_products" | "read_sensitive_channels" | "read_themes" | "read_cloudcode" | "write_site" | "write_channels" | "write_content" | "write_coupons" | "write_customers" | "write_devices" | "write_orders" | "write_products" | "write_sensitive_channels" | "write_themes" | "write_cloudcode" | "skip_confirmation")[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        active: boolean;
                        scopes: string[];
                        files: {
                            name: string;
                            size: number;
                            sha256: string;
                        }[];
                        size: number;
                        functions: string[];
                        jobs: string[];
                        hooks: {
                            /** @enum {string} */
                            when: "before" | "after";
                            event: string;
                            channel: string | null;
                        }[];
                        schedules: {
                            job: string;
                            every?: string;
                            at?: string;
                            params: unknown;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        activated_at: string | null;
                        /** Format: uri */
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-cloud-code-deployment": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                deployment: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        active: boolean;
                        scopes: string[];
                        files: {
                            name: string;
                            size: number;
                            sha256: string;
                            code: string;
                        }[];
                        size: number;
                        functions: string[];
                        jobs: string[];
                        hooks: {
                            /** @enum {string} */
                            when: "before" | "after";
                            event: string;
                            channel: string | null;
                        }[];
                        schedules: {
                            job: string;
                            every?: string;
                            at?: string;
                            params: unknown;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        activated_at: string | null;
                        /** Format: uri */
                        url: string;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "activate-cloud-code-deployment": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                deployment: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        active: boolean;
                        scopes: string[];
                        files: {
                            name: string;
                            size: number;
                            sha256: string;
                        }[];
                        size: number;
                        functions: string[];
                        jobs: string[];
                        hooks: {
                            /** @enum {string} */
                            when: "before" | "after";
                            event: string;
                            channel: string | null;
                        }[];
                        schedules: {
                            job: string;
                            every?: string;
                            at?: string;
                            params: unknown;
                        }[];
                        /** Format: date-time */
                        created_at: string;
                        activated_at: string | null;
                        /** Format: uri */
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-cloud-code-logs": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
                name?: string;
                trigger?: "function" | "before_hook" | "after_hook" | "job";
                status?: "ok" | "rejected" | "error" | "timeout" | "memory" | "limit";
                since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        trigger: "function" | "before_hook" | "after_hook" | "job" | "deployment";
                        name: string;
                        deployment_id: string | null;
                        /** @enum {string} */
                        status: "ok" | "rejected" | "error" | "timeout" | "memory" | "limit";
                        duration_ms: number;
                        memory_bytes: number;
                        sdk_calls: number;
                        fetch_calls: number;
                        logs: {
                            /** @enum {string} */
                            level: "log" | "info" | "warn" | "error";
                            message: string;
                        }[];
                        error: ({
                            message: string;
                        } & {
                            [key: string]: unknown;
                        }) | null;
                        /** Format: date-time */
                        created_at: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-cloud-code-secrets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        /** Format: date-time */
                        updated_at: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "put-cloud-code-secret": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-cloud-code-secret": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "call-function": {
        parameters: {
            query?: never;
            header?: {
                /** @description A customer session: the function receives its customer as req.customer */
                "session-token"?: string;
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
            504: components["responses"]["GatewayTimeout"];
        };
    };
    "get-job-run": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                job: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "succeeded" | "failed";
                        params: unknown;
                        result: unknown;
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        /** @enum {string} */
                        trigger: "api" | "schedule";
                        /** Format: date-time */
                        created_at: string;
                        started_at: string | null;
                        finished_at: string | null;
                        /** Format: uri */
                        url: string;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "run-job": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                job: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "succeeded" | "failed";
                        params: unknown;
                        result: unknown;
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        /** @enum {string} */
                        trigger: "api" | "schedule";
                        /** Format: date-time */
                        created_at: string;
                        started_at: string | null;
                        finished_at: string | null;
                        /** Format: uri */
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-openid-configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenIdConfiguration"];
                };
            };
            500: components["responses"]["OAuthInternalServerError"];
            503: components["responses"]["OAuthServiceUnavailable"];
        };
    };
    "oauth-authorize": {
        parameters: {
            query: {
                response_type: "code";
                client_id: string;
                redirect_uri?: string;
                /** @description Space-separated scopes */
                scope?: string;
                state?: string;
                /** @description PKCE is required */
                code_challenge: string;
                code_challenge_method: "S256";
                response_mode?: "query";
                nonce?: string;
                prompt?: string;
                /** @description Sign a customer of this site in instead of a user */
                site?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Redirect to the client (or its error) */
            302: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["HtmlBadRequest"];
            500: components["responses"]["HtmlInternalServerError"];
            503: components["responses"]["HtmlServiceUnavailable"];
        };
    };
    "oauth-authorize-form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    request_id: string;
                    csrf_token: string;
                    /** @enum {string} */
                    step: "sign_in" | "consent";
                    /** @description sign_in */
                    email?: string;
                    /** @description sign_in */
                    password?: string;
                    /**
                     * @description consent
                     * @enum {string}
                     */
                    decision?: "allow" | "deny";
                };
                "application/json": {
                    request_id: string;
                    csrf_token: string;
                    /** @enum {string} */
                    step: "sign_in" | "consent";
                    /** @description sign_in */
                    email?: string;
                    /** @description sign_in */
                    password?: string;
                    /**
                     * @description consent
                     * @enum {string}
                     */
                    decision?: "allow" | "deny";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Redirect to the client after the form */
            303: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["HtmlBadRequest"];
            409: components["responses"]["HtmlConflict"];
            413: components["responses"]["HtmlPayloadTooLarge"];
            500: components["responses"]["HtmlInternalServerError"];
            503: components["responses"]["HtmlServiceUnavailable"];
        };
    };
    "list-oauth-clients": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthClient"][];
                };
            };
            400: components["responses"]["OAuthBadRequest"];
            401: components["responses"]["OAuthUnauthorized"];
            403: components["responses"]["OAuthForbidden"];
            404: components["responses"]["OAuthNotFound"];
            429: components["responses"]["OAuthTooManyRequests"];
            500: components["responses"]["OAuthInternalServerError"];
            503: components["responses"]["OAuthServiceUnavailable"];
        };
    };
    "create-oauth-client": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default [] */
                    redirect_uris?: string[];
                    scopes: string[];
                    /** @default true */
                    confidential?: boolean;
                    /** @default false */
                    first_party?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthClient"];
                };
            };
            400: components["responses"]["OAuthBadRequest"];
            401: components["responses"]["OAuthUnauthorized"];
            403: components["responses"]["OAuthForbidden"];
            404: components["responses"]["OAuthNotFound"];
            409: components["responses"]["OAuthConflict"];
            413: components["responses"]["OAuthPayloadTooLarge"];
            415: components["responses"]["OAuthUnsupportedMediaType"];
            422: components["responses"]["OAuthUnprocessableEntity"];
            429: components["responses"]["OAuthTooManyRequests"];
            500: components["responses"]["OAuthInternalServerError"];
            503: components["responses"]["OAuthServiceUnavailable"];
        };
    };
    "delete-oauth-client": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                client_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["OAuthBadRequest"];
            401: components["responses"]["OAuthUnauthorized"];
            403: components["responses"]["OAuthForbidden"];
            404: components["responses"]["OAuthNotFound"];
            409: components["responses"]["OAuthConflict"];
            429: components["responses"]["OAuthTooManyRequests"];
            500: components["responses"]["OAuthInternalServerError"];
            503: components["responses"]["OAuthServiceUnavailable"];
        };
    };
    "oauth-introspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token: string;
                    /** @enum {string} */
                    token_type_hint?: "access_token" | "refresh_token";
                    /** @description With client_secret_post or a public client (else HTTP Basic) */
                    client_id?: string;
                    client_secret?: string;
                };
                "application/json": {
                    token: string;
                    /** @enum {string} */
                    token_type_hint?: "access_token" | "refresh_token";
                    /** @description With client_secret_post or a public client (else HTTP Basic) */
                    client_id?: string;
                    client_secret?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Introspection"];
                };
            };
            400: components["responses"]["OAuthBadRequest"];
            401: components["responses"]["OAuthUnauthorized"];
            409: components["responses"]["OAuthConflict"];
            413: components["responses"]["OAuthPayloadTooLarge"];
            500: components["responses"]["OAuthInternalServerError"];
            503: components["responses"]["OAuthServiceUnavailable"];
        };
    };
    "get-oauth-jwks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/jwk-set+json": components["schemas"]["JsonWebKeySet"];
                };
            };
            500: components["responses"]["OAuthInternalServerError"];
            503: components["responses"]["OAuthServiceUnavailable"];
        };
    };
    "oauth-revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token: string;
                    /** @enum {string} */
                    token_type_hint?: "access_token" | "refresh_token";
                    /** @description With client_secret_post or a public client (else HTTP Basic) */
                    client_id?: string;
                    client_secret?: string;
                };
                "application/json": {
                    token: string;
                    /** @enum {string} */
                    token_type_hint?: "access_token" | "refresh_token";
                    /** @description With client_secret_post or a public client (else HTTP Basic) */
                    client_id?: string;
                    client_secret?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["OAuthBadRequest"];
            401: components["responses"]["OAuthUnauthorized"];
            409: components["responses"]["OAuthConflict"];
            413: components["responses"]["OAuthPayloadTooLarge"];
            500: components["responses"]["OAuthInternalServerError"];
            503: components["responses"]["OAuthServiceUnavailable"];
        };
    };
    "oauth-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    grant_type: "authorization_code" | "refresh_token" | "password";
                    /** @description authorization_code */
                    code?: string;
                    /** @description authorization_code */
                    redirect_uri?: string;
                    /** @description authorization_code with PKCE (S256) */
                    code_verifier?: string;
                    /** @description refresh_token */
                    refresh_token?: string;
                    /** @description password (first-party clients) */
                    username?: string;
                    /** @description password (first-party clients) */
                    password?: string;
                    /** @description Space-separated scopes */
                    scope?: string;
                    /** @description password: sign a customer of this site in */
                    site?: string;
                    /** @description With client_secret_post or a public client (else HTTP Basic) */
                    client_id?: string;
                    client_secret?: string;
                };
                "application/json": {
                    /** @enum {string} */
                    grant_type: "authorization_code" | "refresh_token" | "password";
                    /** @description authorization_code */
                    code?: string;
                    /** @description authorization_code */
                    redirect_uri?: string;
                    /** @description authorization_code with PKCE (S256) */
                    code_verifier?: string;
                    /** @description refresh_token */
                    refresh_token?: string;
                    /** @description password (first-party clients) */
                    username?: string;
                    /** @description password (first-party clients) */
                    password?: string;
                    /** @description Space-separated scopes */
                    scope?: string;
                    /** @description password: sign a customer of this site in */
                    site?: string;
                    /** @description With client_secret_post or a public client (else HTTP Basic) */
                    client_id?: string;
                    client_secret?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthTokenResponse"];
                };
            };
            400: components["responses"]["OAuthBadRequest"];
            401: components["responses"]["OAuthUnauthorized"];
            409: components["responses"]["OAuthConflict"];
            413: components["responses"]["OAuthPayloadTooLarge"];
            429: components["responses"]["OAuthTooManyRequests"];
            500: components["responses"]["OAuthInternalServerError"];
            503: components["responses"]["OAuthServiceUnavailable"];
        };
    };
    "get-oauth-userinfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserInfo"];
                };
            };
            401: components["responses"]["OAuthUnauthorized"];
            403: components["responses"]["OAuthForbidden"];
            500: components["responses"]["OAuthInternalServerError"];
            503: components["responses"]["OAuthServiceUnavailable"];
        };
    };
    "list-translations": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
                locale?: string;
                "key.start"?: string;
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: key (prefix: a namespace such as `checkout.`; `key.start=` is an alias), created_at, updated_at. Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[key][prefix]=checkout.&where[updated_at][gte]=2026-01-01T00:00:00Z`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: key, ascending. Served by an index at any size: key. Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: string;
                        /** Format: uri */
                        url: string;
                        values: {
                            [key: string]: string;
                        };
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-translation": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    values?: {
                        [key: string]: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: string;
                        /** Format: uri */
                        url: string;
                        values: {
                            [key: string]: string;
                        };
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: string;
                        /** Format: uri */
                        url: string;
                        values: {
                            [key: string]: string;
                        };
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-translations-json": {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "batch-translations": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    translations: {
                        key: string;
                        values?: {
                            [key: string]: string | null;
                        };
                        /** @constant */
                        delete?: true;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        updated: number;
                        deleted: number;
                        /** @description Entries that changed nothing (the same values, or a delete of no key): not written */
                        unchanged: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "count-translations": {
        parameters: {
            query?: {
                /** @description Filters, combined with AND: `where[field]=value` (equality) or `where[field][op]=value` with op one of eq, ne, gt, gte, lt, lte, in, prefix, exists (`in`: comma-separated values; `prefix`: text starts with, case-insensitive; `exists`: true or false). Values are read in the field's type (numbers, true/false, dates or RFC 3339 date-times, select fields by option slug). Fields: key (prefix: a namespace such as `checkout.`; `key.start=` is an alias), created_at, updated_at. Unknown fields or operators and values of the wrong type are 422 naming the parameter (`errors[].field`, e.g. `where[rating][gt]`). Filters are applied while reading in the list's order, at most 1,000 items per request: a page may come back shorter than per_page, with a `next` link, while more may match. Example: `where[key][prefix]=checkout.&where[updated_at][gte]=2026-01-01T00:00:00Z`. */
                where?: {
                    [key: string]: string | {
                        [key: string]: string;
                    };
                };
                /** @description `field` ascending or `-field` descending; ties are broken by id, so the order is total and stable under paging. Default: key, ascending. Served by an index at any size: key. Any other field of the list sorts only lists of at most 1,000 items; on a longer one the answer is 422 `sort_not_indexed`, naming the sortable fields in `details.sortable`. */
                sort?: string;
            };
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many items the list holds for these filters */
                        count: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-translation": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: string;
                        /** Format: uri */
                        url: string;
                        values: {
                            [key: string]: string;
                        };
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "put-translation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    values?: {
                        [key: string]: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: string;
                        /** Format: uri */
                        url: string;
                        values: {
                            [key: string]: string;
                        };
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: string;
                        /** Format: uri */
                        url: string;
                        values: {
                            [key: string]: string;
                        };
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-translation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-search-results": {
        parameters: {
            query: {
                per_page?: number;
                cursor?: string;
                /** @description The words: all required, case- and accent-insensitive, the last one a prefix, one typo tolerated on words of 5 letters or more; words in double quotes must appear in that order. */
                q: string;
                /** @description Comma-separated kinds: entries, pages, articles, products (default: every kind the caller may read). */
                types?: string;
                /** @description Only this channel's entries (slug or id). */
                channel?: string;
                /** @description The locale searched (default: the site's first). */
                locale?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        type: "entry" | "page" | "article" | "product";
                        id: string;
                        /** Format: uri */
                        url: string;
                        title: string;
                        score: number;
                        /** @description Text around the match, the matched words in `<mark>…</mark>`, everything else HTML-escaped. */
                        snippet: string;
                        /** @description An entry's channel slug. */
                        channel?: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "reindex-search": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "queued";
                        /** Format: uri */
                        status_url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-search-status": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Documents indexed (one per resource and locale). */
                        documents: number;
                        /** @description Size of the stored base index (gzipped). */
                        index_bytes: number;
                        /** @description Changes in the log, not yet folded into the base. */
                        pending_changes: number;
                        updated_at: string | null;
                        compacted_at: string | null;
                        reindex: {
                            /** @enum {string} */
                            status: "queued" | "running" | "done";
                            /** Format: date-time */
                            requested_at: string;
                            /** Format: date-time */
                            finished_at?: string;
                        } | null;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-vendors": {
        parameters: {
            query?: {
                per_page?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        slug: string;
                        name: string;
                        description: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "create-vendor": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and request within 24 hours replays the first answer (with `Idempotent-Replayed: true`) and creates nothing. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug?: string;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        slug: string;
                        name: string;
                        description: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "count-vendors": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many items the list holds for these filters */
                        count: number;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-vendor": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path: {
                vendor: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        slug: string;
                        name: string;
                        description: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-vendor": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    slug?: string;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** Format: uri */
                        url: string;
                        slug: string;
                        name: string;
                        description: string;
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "delete-vendor": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendor: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "get-tax-settings": {
        parameters: {
            query?: never;
            header?: {
                /** @description ETags of representations the client holds (or `*`): when one matches the current ETag the answer is 304 Not Modified, without a body. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description True: product prices and shipping include the origin's VAT */
                        prices_include_tax: boolean;
                        /** @description ISO 3166-1 alpha-2; null until taxes are set up */
                        origin_country: string | null;
                        /** @description One-stop shop: sales to consumers in another country pay that country's rate */
                        oss: boolean;
                        rates: {
                            country: string;
                            /** @description Percent, up to 3 decimals */
                            rate: number;
                            /** @description null: the standard rate */
                            category: string | null;
                        }[];
                        legal_name: string | null;
                        address: {
                            address1: string;
                            address2: string | null;
                            zip: string;
                            city: string;
                            province: string | null;
                            country: string;
                        } | null;
                        vat_number: string | null;
                        updated_at: string | null;
                    };
                };
            };
            /** @description Not modified: `If-None-Match` matches the current ETag (no body; the same DynamoDB requests as the 200) */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "update-tax-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    prices_include_tax?: boolean;
                    origin_country: string;
                    /** @default false */
                    oss?: boolean;
                    /** @default [] */
                    rates?: {
                        country: string;
                        /**
                         * @description Percent, up to 3 decimals
                         * @example 21
                         */
                        rate: number;
                        category?: string | null;
                    }[];
                    legal_name?: string | null;
                    address?: {
                        address1: string;
                        address2?: string | null;
                        zip: string;
                        city: string;
                        province?: string | null;
                        country: string;
                    } | null;
                    vat_number?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-OAuth-Scopes": components["headers"]["X-OAuth-Scopes"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description True: product prices and shipping include the origin's VAT */
                        prices_include_tax: boolean;
                        /** @description ISO 3166-1 alpha-2; null until taxes are set up */
                        origin_country: string | null;
                        /** @description One-stop shop: sales to consumers in another country pay that country's rate */
                        oss: boolean;
                        rates: {
                            country: string;
                            /** @description Percent, up to 3 decimals */
                            rate: number;
                            /** @description null: the standard rate */
                            category: string | null;
                        }[];
                        legal_name: string | null;
                        address: {
                            address1: string;
                            address2: string | null;
                            zip: string;
                            city: string;
                            province: string | null;
                            country: string;
                        } | null;
                        vat_number: string | null;
                        updated_at: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    "list-versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The version, a date */
                        version: string;
                        /** Format: date-time */
                        released_at: string;
                        /** @enum {string} */
                        status: "current" | "supported" | "deprecated";
                        /** Format: date-time */
                        deprecated_at?: string;
                        /**
                         * Format: date-time
                         * @description From then on the version is no longer served (requests fall forward)
                         */
                        sunset_at?: string;
                        changes: {
                            description: string;
                            /** @description What the change touches: routes, `error answers`, `webhook events` */
                            affects: string[];
                        }[];
                    }[];
                };
            };
            500: components["responses"]["InternalServerError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}

/** The API version these types describe; the client sends it as X-Service-Version. */
export const API_VERSION = "2026-11-22";
