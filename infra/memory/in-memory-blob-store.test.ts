import { blobStoreContract } from '../contract/blob-store.contract.js';
import { InMemoryBlobStore } from './in-memory-blob-store.js';

blobStoreContract('InMemoryBlobStore', async () => ({
  store: new InMemoryBlobStore(),
  cleanup: async () => undefined,
}));
