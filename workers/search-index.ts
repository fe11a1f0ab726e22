import { consumeSearchIndex } from '../lib/search/indexer.js';
import { sqsWorker } from '../lib/queues/sqs-worker.js';

/** Keeps each site's search index up to date: records changed resources in its log, folds the log into new bases, rebuilds on request. */
export const handler = sqsWorker(consumeSearchIndex);
