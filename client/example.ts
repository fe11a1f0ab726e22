// The README's client script (test/unit/client/example.test.ts keeps the two equal, so it is typechecked).
import { createSiteApi, data, SiteApiError } from './index.js';

const api = createSiteApi({ baseUrl: 'http://127.0.0.1:3000', token: process.env.SITE_API_TOKEN, site: 'demo' });
for await (const page of api.paginate('/pages', { params: { query: { per_page: 100 } } })) {
  console.log(page.id, page.title);               // typed from openapi.json
}
console.log('created', (await data(api.POST('/themes', { body: { name: 'Autumn' } }))).url);
try { await api.GET('/themes/{theme}', { params: { path: { theme: 'missing' } } }); }
catch (error) { if (error instanceof SiteApiError) console.error(error.status, error.code, error.message); }
