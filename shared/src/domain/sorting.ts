/**
 * SPEC §9 sorting: items with a sequence_no come first, ascending; events with sequence_no 0 come after the
 * ordered ones, sorted by sorting_datetime. Stable for equal keys.
 */
export function sortBySequence<T extends { sequence_no: number; sorting_datetime?: string }>(
  items: readonly T[],
): T[] {
  return [...items].sort((a, b) => {
    const aUnordered = a.sequence_no === 0;
    const bUnordered = b.sequence_no === 0;
    if (aUnordered !== bUnordered) return aUnordered ? 1 : -1;
    if (!aUnordered) return a.sequence_no - b.sequence_no;
    return (a.sorting_datetime ?? '').localeCompare(b.sorting_datetime ?? '');
  });
}
