import { describe, expect, it } from 'vitest';
import { invitationCodeAlphabet, invitationCodeSchema, randomInvitationCode, type RandomByteSource } from '#contracts/invitation';

/** A random source that hands out the given bytes in order and records each request size. */
const scriptedSource = (script: readonly number[]) => {
  const requestSizes: number[] = [];
  let next = 0;
  const fill: RandomByteSource = (bytes) => {
    requestSizes.push(bytes.length);
    for (let index = 0; index < bytes.length; index += 1) {
      const byte = script[next];
      if (byte === undefined) throw new Error('script ran out of bytes');
      bytes[index] = byte;
      next += 1;
    }
  };
  return { fill, requestSizes };
};

/** A source that cycles through every byte value 0..255 in turn. */
const everyByteSource = (): RandomByteSource => {
  let next = 0;
  return (bytes) => {
    for (let index = 0; index < bytes.length; index += 1) {
      bytes[index] = next % 256;
      next += 1;
    }
  };
};

describe('randomInvitationCode', () => {
  it('makes a valid 16-character code of A-Z and 0-9 from crypto.getRandomValues', () => {
    // Act
    const codes = Array.from({ length: 200 }, () => randomInvitationCode());

    // Assess
    for (const code of codes) {
      expect(code).toHaveLength(16);
      expect(code).toMatch(/^[A-Z0-9]{16}$/);
      expect(invitationCodeSchema.safeParse(code).success).toBe(true);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('maps accepted bytes onto the alphabet and rejects bytes 252..255', () => {
    // Prepare: 16 bytes with 4 rejected among them, then 4 more to make up the code.
    const firstRound = [0, 252, 25, 26, 253, 35, 36, 254, 251, 255, 1, 2, 3, 4, 5, 6];
    const secondRound = [7, 8, 9, 10];
    const source = scriptedSource([...firstRound, ...secondRound]);

    // Act
    const code = randomInvitationCode(source.fill);

    // Assess
    expect(code).toBe('AZ09A9BCDEFGHIJK');
    expect(source.requestSizes).toEqual([16, 4]);
  });

  it('keeps asking for bytes while every byte is rejected', () => {
    // Prepare
    const source = scriptedSource([...Array.from({ length: 16 }, () => 255), ...Array.from({ length: 16 }, () => 35)]);

    // Act
    const code = randomInvitationCode(source.fill);

    // Assess
    expect(code).toBe('9'.repeat(16));
    expect(source.requestSizes).toEqual([16, 16]);
  });

  it('gives every character exactly the same weight over all byte values (no modulo bias)', () => {
    // Prepare: a source cycling through 0..255, so every byte value comes up equally often.
    const fill = everyByteSource();
    const counts = new Map<string, number>();

    // Act: 63 codes use 1,008 accepted bytes, the 252 accepted values exactly 4 times each.
    for (let round = 0; round < 63; round += 1) {
      for (const character of randomInvitationCode(fill)) counts.set(character, (counts.get(character) ?? 0) + 1);
    }

    // Assess: 28 of each character; a plain byte % 36 favours A-D (8 of 256 byte values, not 7).
    expect([...counts.keys()].sort().join('')).toBe([...invitationCodeAlphabet].sort().join(''));
    expect(new Set(counts.values())).toEqual(new Set([28]));
  });

  it('spreads crypto-random codes evenly over the alphabet', () => {
    // Act
    const counts = new Map<string, number>();
    for (let round = 0; round < 2_000; round += 1) {
      for (const character of randomInvitationCode()) counts.set(character, (counts.get(character) ?? 0) + 1);
    }

    // Assess: 32,000 characters, about 889 each; a 20% band is more than 6 standard deviations.
    expect(counts.size).toBe(invitationCodeAlphabet.length);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(889 * 0.8);
      expect(count).toBeLessThan(889 * 1.2);
    }
  });
});
