// Properties of the interpretation content format (contracts/interpretation.ts, issue 34 §1), over
// thousands of generated contents rather than a few written ones: parse ∘ format is the identity on
// segments and format ∘ parse on the text it writes; and any text at all — valid content with
// characters dropped, doubled or replaced — either parses to content that writes back to itself or
// is refused with InterpretationFormatError, never another exception.
import { describe, expect, it } from 'vitest';
import {
  formatInterpretation,
  INTERPRETATION_GAMES,
  InterpretationFormatError,
  parseInterpretation,
  type HandicapKind,
  type InterpretationGameId,
  type InterpretationSegment,
} from '../../../contracts/interpretation';
import { createRandom, type Random } from '../../../server/domain/random';

const GAME_IDS = Object.keys(INTERPRETATION_GAMES).map(Number) as InterpretationGameId[];

/** A handicap the game's kind accepts, over the whole range fans meet. */
function handicapFor(kind: HandicapKind, random: Random): number | null {
  switch (kind) {
    case 'none':
      return null;
    case 'goals':
      return random.pick([-3, -2, -1, 1, 2, 3]);
    case 'asian':
      return random.int(-12, 12) * 0.25;
    case 'goalLine':
      return random.int(2, 24) * 0.25;
    case 'points':
      return random.int(-40, 40) * 0.5;
    case 'pointLine':
      return random.int(300, 520) * 0.5;
  }
}

function segmentFor(random: Random): InterpretationSegment {
  const gameId = random.pick(GAME_IDS);
  const game = INTERPRETATION_GAMES[gameId];
  const odds = game.values.map(() => (random.chance(0.4) ? random.int(10_000, 300_000) : 0));
  // Every segment recommends at least one option.
  if (!odds.some((o) => o > 0)) odds[random.int(0, odds.length - 1)] = random.int(10_000, 300_000);
  return { gameId, handicap: handicapFor(game.handicap, random), odds };
}

function contentFor(random: Random): InterpretationSegment[] {
  return Array.from({ length: random.int(1, 6) }, () => segmentFor(random));
}

const ALPHABET = '{}[]()-~+.0123456789 x\u00a0';

/** The text with a few characters dropped, doubled or replaced. */
function mutate(text: string, random: Random): string {
  let out = text;
  for (let edits = random.int(1, 3); edits > 0; edits--) {
    const at = random.int(0, Math.max(0, out.length - 1));
    const kind = random.int(0, 2);
    if (kind === 0) out = out.slice(0, at) + out.slice(at + 1);
    else if (kind === 1) out = out.slice(0, at) + (out[at] ?? '') + out.slice(at);
    else out = out.slice(0, at) + random.pick([...ALPHABET]) + out.slice(at + 1);
  }
  return out;
}

describe('the interpretation format, as properties', () => {
  it('reads back what it writes: parse ∘ format = identity, and format ∘ parse on its text', () => {
    const random = createRandom(34_001);
    for (let run = 0; run < 3000; run++) {
      const segments = contentFor(random);
      const text = formatInterpretation(segments);
      expect(parseInterpretation(text)).toEqual(segments);
      expect(formatInterpretation(parseInterpretation(text))).toBe(text);
    }
  });

  it('refuses malformed text with InterpretationFormatError and nothing else', () => {
    const random = createRandom(34_002);
    let refused = 0;
    for (let run = 0; run < 5000; run++) {
      const text = mutate(formatInterpretation(contentFor(random)), random);
      let segments: InterpretationSegment[] | null = null;
      try {
        segments = parseInterpretation(text);
      } catch (error) {
        expect(error).toBeInstanceOf(InterpretationFormatError);
        expect((error as Error).message).not.toBe('');
        refused++;
      }
      // What still parses is content: it writes and reads back to the same segments.
      if (segments) expect(parseInterpretation(formatInterpretation(segments))).toEqual(segments);
    }
    // The mutations mostly break the text: the refusal path is what this test exercises.
    expect(refused).toBeGreaterThan(2500);
  });
});
