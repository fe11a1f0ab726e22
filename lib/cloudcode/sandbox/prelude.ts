/**
 * The guest's world, evaluated first in every fresh runtime: the `cloud` registry, the `site` SDK,
 * `fetch`, `console`, `crypto`, `secrets` and a CommonJS `require` over the deployment's own files.
 * Everything is built on five host functions that take and return strings (JSON), installed by
 * run.ts as `__cc_host` and removed from the global object before any site code runs: the guest
 * never holds a host object, and what the host reads back is JSON it parses itself.
 */
export const PRELUDE = String.raw`(function () {
  'use strict';
  var host = globalThis.__cc_host;
  delete globalThis.__cc_host;
  var hostCall = host.call, hostLog = host.log, hostUuid = host.uuid, hostDigest = host.digest, hostRandom = host.random;
  var stringify = JSON.stringify, parse = JSON.parse, freeze = Object.freeze, define = Object.defineProperty;

  function CloudError(status, code, message, field) {
    if (!(this instanceof CloudError)) return new CloudError(status, code, message, field);
    if (typeof status !== 'number') { field = message; message = code; code = status; status = 422; }
    var error = new Error(String(message === undefined ? code : message));
    define(this, 'message', { value: error.message, writable: true, configurable: true });
    define(this, 'stack', { value: error.stack, writable: true, configurable: true });
    this.status = Number.isInteger(status) && status >= 400 && status < 500 ? status : 422;
    this.code = typeof code === 'string' && code ? code : 'cloud_code_rejected';
    if (field !== undefined) this.field = String(field);
  }
  CloudError.prototype = Object.create(Error.prototype, { constructor: { value: CloudError }, name: { value: 'CloudError' } });

  var NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
  var HOOK_EVENT = /^(entry|customer|product|coupon|order)\.(create|update|delete)$/;
  var registry = { functions: new Map(), hooks: new Map(), jobs: new Map(), schedules: [] };
  var registering = true;
  var atTopLevel = function (what) { if (!registering) throw new Error(what + ' must be called at the top level of a file'); };
  var checkName = function (what, name) { if (typeof name !== 'string' || !NAME.test(name)) throw new TypeError(what + ': the name must be 1-64 letters, digits, _ . or -, starting with a letter'); };
  var checkFn = function (what, fn) { if (typeof fn !== 'function') throw new TypeError(what + ': the last argument must be a function'); };
  var hookKey = function (when, event, channel) { return when + ' ' + event + (channel ? ' ' + channel : ''); };
  var registerHook = function (when, event, channel, fn) {
    var what = 'cloud.' + when;
    atTopLevel(what);
    if (typeof channel === 'function') { fn = channel; channel = undefined; }
    if (typeof event !== 'string' || !HOOK_EVENT.test(event)) throw new TypeError(what + ': the event must be <entry|customer|product|coupon|order>.<create|update|delete>, not ' + stringify(event));
    var kind = event.split('.')[0];
    if (kind === 'entry' && (typeof channel !== 'string' || !channel)) throw new TypeError(what + '(' + stringify(event) + '): name the channel (its slug) before the function');
    if (kind !== 'entry' && channel !== undefined) throw new TypeError(what + '(' + stringify(event) + '): only entry hooks name a channel');
    if (kind === 'order' && when === 'before') throw new TypeError('cloud.before: orders take after hooks only');
    checkFn(what, fn);
    var key = hookKey(when, event, channel);
    if (registry.hooks.has(key)) throw new Error(what + ': ' + key.slice(when.length + 1) + ' is registered twice');
    registry.hooks.set(key, { when: when, event: event, channel: channel, fn: fn });
  };

  var cloud = freeze({
    define: function (name, fn) {
      atTopLevel('cloud.define'); checkName('cloud.define', name); checkFn('cloud.define', fn);
      if (registry.functions.has(name)) throw new Error('cloud.define: ' + name + ' is defined twice');
      registry.functions.set(name, fn);
    },
    before: function (event, channel, fn) { registerHook('before', event, channel, fn); },
    after: function (event, channel, fn) { registerHook('after', event, channel, fn); },
    job: function (name, fn) {
      atTopLevel('cloud.job'); checkName('cloud.job', name); checkFn('cloud.job', fn);
      if (registry.jobs.has(name)) throw new Error('cloud.job: ' + name + ' is defined twice');
      registry.jobs.set(name, fn);
    },
    schedule: function (job, when, params) {
      atTopLevel('cloud.schedule'); checkName('cloud.schedule', job);
      if (!when || typeof when !== 'object' || (typeof when.every !== 'string') === (typeof when.at !== 'string')) {
        throw new TypeError('cloud.schedule(' + stringify(job) + '): give {every: "<5-field cron, UTC>"} or {at: "<RFC 3339>"}');
      }
      registry.schedules.push({ job: job, every: when.every, at: when.at, params: params === undefined ? null : parse(stringify(params)) });
    },
    Error: CloudError,
  });

  var manifest = function () {
    var hooks = [];
    registry.hooks.forEach(function (hook) { hooks.push({ when: hook.when, event: hook.event, channel: hook.channel === undefined ? null : hook.channel }); });
    return {
      functions: Array.from(registry.functions.keys()),
      jobs: Array.from(registry.jobs.keys()),
      hooks: hooks,
      schedules: registry.schedules,
    };
  };

  var format = function (args) {
    return Array.prototype.map.call(args, function (value) {
      if (typeof value === 'string') return value;
      if (value instanceof Error) return String(value.stack ? value.name + ': ' + value.message + '\n' + value.stack : value);
      try { var text = stringify(value); return text === undefined ? String(value) : text; } catch (e) { return String(value); }
    }).join(' ');
  };
  // Once the host's line limit is reached, further lines are only counted (no host call each).
  var full = false, skipped = 0;
  var logger = function (level) { return function () { if (full) { skipped += 1; return; } if (!hostLog(level, format(arguments))) full = true; }; };
  var console = freeze({ log: logger('log'), info: logger('info'), warn: logger('warn'), error: logger('error'), debug: logger('log') });

  var call = function (kind, request) {
    return hostCall(kind, stringify(request)).then(function (text) { return parse(text); });
  };

  var SiteApiError = function (answer) {
    var error = new Error(answer.message);
    error.name = 'SiteApiError';
    error.status = answer.status;
    error.code = answer.code;
    if (answer.errors) error.errors = answer.errors;
    if (answer.details) error.details = answer.details;
    return error;
  };
  var sdk = function (request) {
    return call('sdk', request).then(function (answer) {
      if (answer.error) throw SiteApiError(answer.error);
      return answer.ok;
    });
  };
  var resource = function (name, extra, actions) {
    var api = {};
    var base = function (action, more) { var request = { resource: name, action: action }; for (var k in extra) request[k] = extra[k]; for (var m in more) request[m] = more[m]; return request; };
    if (actions.indexOf('list') >= 0) api.list = function (query) { return sdk(base('list', { query: query === undefined ? {} : query })); };
    if (actions.indexOf('get') >= 0) api.get = function (id) { return sdk(base('get', { id: id })); };
    if (actions.indexOf('create') >= 0) api.create = function (body) { return sdk(base('create', { body: body })); };
    if (actions.indexOf('update') >= 0) api.update = function (id, body) { return sdk(base('update', { id: id, body: body })); };
    if (actions.indexOf('delete') >= 0) api['delete'] = function (id) { return sdk(base('delete', { id: id })); };
    return freeze(api);
  };
  var site = freeze({
    entries: function (channel) { return resource('entries', { channel: channel }, ['list', 'get', 'create', 'update', 'delete']); },
    products: resource('products', {}, ['list', 'get', 'create', 'update']),
    orders: resource('orders', {}, ['list', 'get', 'create']),
    customers: resource('customers', {}, ['list', 'get', 'create', 'update']),
    coupons: resource('coupons', {}, ['list', 'get', 'create', 'update']),
    devices: freeze({ push: function (body) { return sdk({ resource: 'devices', action: 'push', body: body }); } }),
  });

  var headersOf = function (init) {
    var out = {};
    if (!init) return out;
    if (typeof init.forEach === 'function' && !Array.isArray(init)) { init.forEach(function (value, name) { out[String(name).toLowerCase()] = String(value); }); return out; }
    if (Array.isArray(init)) { init.forEach(function (pair) { out[String(pair[0]).toLowerCase()] = String(pair[1]); }); return out; }
    Object.keys(init).forEach(function (name) { out[name.toLowerCase()] = String(init[name]); });
    return out;
  };
  var fetch = function (url, init) {
    init = init || {};
    var body = init.body;
    if (body !== undefined && body !== null && typeof body !== 'string') body = stringify(body);
    var request = { url: String(url), method: String(init.method || 'GET').toUpperCase(), headers: headersOf(init.headers), body: body === null ? undefined : body };
    return call('fetch', request).then(function (answer) {
      if (answer.error) throw new TypeError('fetch failed: ' + answer.error);
      var response = answer.ok;
      var headers = {};
      Object.keys(response.headers).forEach(function (name) { headers[name] = response.headers[name]; });
      define(headers, 'get', { value: function (name) { var value = response.headers[String(name).toLowerCase()]; return value === undefined ? null : value; } });
      return freeze({
        status: response.status,
        ok: response.status >= 200 && response.status < 300,
        url: request.url,
        headers: freeze(headers),
        text: function () { return Promise.resolve(response.body); },
        json: function () { return Promise.resolve().then(function () { return parse(response.body); }); },
      });
    });
  };

  var utf8 = function (text) { return unescape(encodeURIComponent(String(text))); };
  var toHex = function (data) {
    var bytes;
    if (typeof data === 'string') { var s = utf8(data); bytes = []; for (var i = 0; i < s.length; i++) bytes.push(s.charCodeAt(i)); }
    else if (data instanceof ArrayBuffer) bytes = new Uint8Array(data);
    else if (ArrayBuffer.isView(data)) bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    else throw new TypeError('crypto.subtle.digest: data must be a string, an ArrayBuffer or a typed array');
    var hex = '';
    for (var j = 0; j < bytes.length; j++) hex += (bytes[j] < 16 ? '0' : '') + bytes[j].toString(16);
    return hex;
  };
  var fromHex = function (hex) {
    var out = new Uint8Array(hex.length / 2);
    for (var i = 0; i < out.length; i++) out[i] = parseInt(hex.substr(i * 2, 2), 16);
    return out;
  };
  var crypto = freeze({
    randomUUID: function () { return hostUuid(); },
    getRandomValues: function (array) {
      if (!ArrayBuffer.isView(array) || array.byteLength > 65536) throw new TypeError('crypto.getRandomValues: a typed array of at most 65536 bytes');
      var bytes = fromHex(hostRandom(array.byteLength));
      new Uint8Array(array.buffer, array.byteOffset, array.byteLength).set(bytes);
      return array;
    },
    subtle: freeze({
      digest: function (algorithm, data) {
        return Promise.resolve().then(function () {
          var name = typeof algorithm === 'string' ? algorithm : algorithm && algorithm.name;
          return fromHex(hostDigest(String(name), toHex(data))).buffer;
        });
      },
    }),
  });

  var modules = new Map();
  var order = [];
  var resolveName = function (from, spec) {
    if (typeof spec !== 'string') throw new TypeError('require: a file name');
    var parts = spec.indexOf('./') === 0 || spec.indexOf('../') === 0 ? from.split('/').slice(0, -1) : [];
    spec.split('/').forEach(function (part) { if (part === '..') parts.pop(); else if (part !== '.' && part !== '') parts.push(part); });
    var name = parts.join('/');
    return modules.has(name) ? name : modules.has(name + '.js') ? name + '.js' : undefined;
  };
  var load = function (name) {
    var entry = modules.get(name);
    if (entry.state === 'loaded' || entry.state === 'loading') return entry.module.exports;
    entry.state = 'loading';
    entry.fn.call(entry.module.exports, entry.module.exports, requireFrom(name), entry.module, name);
    entry.state = 'loaded';
    return entry.module.exports;
  };
  var requireFrom = function (from) {
    return function require(spec) {
      var name = resolveName(from, spec);
      if (name === undefined) throw new Error('Cannot find module ' + stringify(spec) + ' (only the deployment\'s own files can be required)');
      return load(name);
    };
  };

  var globals = { cloud: cloud, site: site, console: console, fetch: fetch, crypto: crypto };
  Object.keys(globals).forEach(function (name) { define(globalThis, name, { value: globals[name], writable: false, enumerable: false, configurable: false }); });

  var controls = {
    define: function (name, fn) { modules.set(name, { fn: fn, state: 'new', module: { exports: {} } }); order.push(name); },
    start: function (secretsJson) {
      define(globalThis, 'secrets', { value: freeze(parse(secretsJson)), writable: false, enumerable: false, configurable: false });
      order.forEach(load);
      registering = false;
    },
    run: function (entryJson, requestJson) {
      var entry = parse(entryJson);
      var req = parse(requestJson);
      var target;
      if (entry.type === 'validate') return Promise.resolve(stringify({ ok: manifest() }));
      if (entry.type === 'function') target = registry.functions.get(entry.name);
      else if (entry.type === 'job') target = registry.jobs.get(entry.name);
      else { var hook = registry.hooks.get(hookKey(entry.type, entry.event, entry.channel)); target = hook && hook.fn; }
      if (!target) return Promise.resolve(stringify({ missing: true }));
      return Promise.resolve().then(function () { return target(req); }).then(function (value) {
        if (entry.type === 'before') return stringify({ ok: req.object === undefined ? null : req.object, skipped: skipped });
        return stringify({ ok: value === undefined ? null : value, skipped: skipped });
      }, function (error) {
        if (error instanceof CloudError) return stringify({ rejected: { status: error.status, code: error.code, message: String(error.message), field: error.field }, skipped: skipped });
        throw error;
      });
    },
  };
  return controls;
})()`;
