// The records a request names by id, or the service's 404 when there is none: one wording for
// every route that names them.
import { notFound } from './http.js';
import type { FabricRecord } from './state.js';
import type { Store } from './store.js';

export function requireFabric(store: Store, fabricId: string): FabricRecord {
  const fabric = store.fabric(fabricId);
  if (!fabric) throw notFound(`Fabric ${fabricId} not found`);
  return fabric;
}
