// One 404 wording for every route that names a record by id.
import { notFound } from './http.js';
import type { FabricRecord } from './state.js';
import type { Store } from './store.js';

export function requireFabric(store: Store, fabricId: string): FabricRecord {
  const fabric = store.fabric(fabricId);
  if (!fabric) throw notFound(`Fabric ${fabricId} not found`);
  return fabric;
}
