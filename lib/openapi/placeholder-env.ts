// Imported first by the generator's entry points: function modules read their configuration at
// load time, and generating the document talks to no AWS service.
process.env.TABLE_NAME ??= 'openapi-generator';
process.env.MEDIA_BUCKET ??= 'openapi-generator';
process.env.AWS_REGION ??= 'us-east-1';
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
