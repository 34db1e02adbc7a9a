import type { FieldNotes } from '@clinote/ui';

/**
 * Several sources of field notes as one (the form takes one): a field has notes when any source gives
 * it some, each source reads its own answers and its notes follow the previous source's.
 */
export function combineFieldNotes(...sources: readonly (FieldNotes | undefined)[]): FieldNotes | undefined {
  const present = sources.filter((source): source is FieldNotes => source !== undefined);
  if (present.length <= 1) return present[0];
  return {
    reads: (name) => {
      const reads = present.map((source) => source.reads(name));
      return reads.every((read) => read === null) ? null : reads.flatMap((read) => read ?? []);
    },
    notes: (name, value, read) => {
      let offset = 0;
      return present.flatMap((source) => {
        const own = source.reads(name);
        if (own === null) return [];
        const mine = read.slice(offset, offset + own.length);
        offset += own.length;
        return source.notes(name, value, mine);
      });
    },
  };
}
