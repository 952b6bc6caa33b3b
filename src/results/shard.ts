/**
 * Slicing a plan for `shard: i/n`: unit k (0-based) goes to shard (k mod n) + 1. Dealing rather
 * than cutting keeps shares within one unit of each other, and each shard computes its slice from
 * the plan alone, so together the n shards run each unit exactly once.
 */
import type { Shard } from '../inputs/settings.js';

export function dealShard<T>(units: readonly T[], shard: Shard): T[] {
  const { index, count } = shard;
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(index) || index < 1 || index > count) {
    throw new RangeError(`shard must be i/n with 1 <= i <= n, got ${index}/${count}`);
  }
  const mine: T[] = [];
  for (let k = index - 1; k < units.length; k += count) mine.push(units[k]!);
  return mine;
}

export function formatShard(shard: Shard): string {
  return `${shard.index}/${shard.count}`;
}

/** Lenient: undefined for a label that is not i/n, so a hand-edited file is reported on, not refused. */
export function readShardLabel(label: string | undefined): Shard | undefined {
  const match = label === undefined ? null : /^(\d+)\/(\d+)$/.exec(label.trim());
  return match ? { index: Number(match[1]), count: Number(match[2]) } : undefined;
}
