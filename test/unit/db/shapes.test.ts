import { describe, expect, it } from 'vitest';
import type { Agreed, ShapesAgree } from '../../../lib/db/shapes.js';

// Type-level: `npx tsc --noEmit -p .` compiles this file, so each @ts-expect-error below fails the
// build when its shapes stop being refused, and each Agreed without one when they stop agreeing.

interface Note {
  readonly id: string;
  readonly title: string;
  readonly tags: readonly string[];
  readonly version: number;
}
interface WriteNote {
  title: string;
  tags?: string[];
}
interface NoteResponse {
  id: string;
  url: string;
  title: string;
  tags: string[];
}
const presentNote = (note: Note) => ({ id: note.id, url: `/notes/${note.id}`, title: note.title, tags: note.tags });
type Shapes = {
  record: Note;
  write: WriteNote;
  response: NoteResponse;
  presented: ReturnType<typeof presentNote>;
  internal: 'version';
  derived: 'url';
};

describe('resource shapes', () => {
  it('accepts four shapes that agree, read-only arrays of the record included', () => {
    type Ok = Agreed<ShapesAgree<Shapes>>;
    const ok: Ok = true;
    expect(ok).toBe(true);
  });

  it('names each field that one shape has and another lacks', () => {
    // @ts-expect-error the record gained a field that no response shows
    type _StoredOnly = Agreed<ShapesAgree<Shapes & { record: Note & { secret: string } }>>;
    // @ts-expect-error the write schema takes a field that is not stored
    type _WrittenOnly = Agreed<ShapesAgree<Omit<Shapes, 'write'> & { write: WriteNote & { colour: string } }>>;
    type ShownPinned = Omit<Shapes, 'response'> & { response: NoteResponse & { pinned: boolean } };
    // @ts-expect-error the response schema shows a field the presenter does not return
    type _Unpresented = Agreed<ShapesAgree<ShownPinned>>;
    // @ts-expect-error a stored field not declared internal
    type _Undeclared = Agreed<ShapesAgree<Omit<Shapes, 'internal'>>>;
    const found: ShapesAgree<Shapes & { record: Note & { secret: string } }> = 'storedButNotShown: secret';
    expect(found).toBe('storedButNotShown: secret');
  });

  it('refuses a presenter whose value the response schema does not allow', () => {
    const presentBadly = (note: Note) => ({ ...presentNote(note), title: note.title.length });
    // @ts-expect-error title is a number where the response schema wants a string
    type _Mistyped = Agreed<ShapesAgree<Omit<Shapes, 'presented'> & { presented: ReturnType<typeof presentBadly> }>>;
    expect(presentBadly({ id: 'a', title: 'ab', tags: [], version: 1 }).title).toBe(2);
  });
});
