import { eventStoreContract } from '../contract/event-store.contract.js';
import { InMemoryEventStore } from './in-memory-event-store.js';

// The domain's and projections' tests stand on this store: it must keep the same promises as the real ones.
eventStoreContract('InMemoryEventStore', async () => {
  const store = new InMemoryEventStore();
  return { store, cleanup: () => store.close() };
});
