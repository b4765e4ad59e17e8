import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { answeredVerb, count, NOUNS, openedVerb } from '../src/plural';

/** Issue 38, item 12: every noun the server counts, at 0, 1, 2 and 5, by the kernel's one rule. */
describe("the server's counted nouns", () => {
  it('reads right at 0, 1, 2 and 5', () => {
    const at = (forms: Parameters<typeof count>[1]) => [0, 1, 2, 5].map((n) => count(n, forms));
    assert.deepEqual(at(NOUNS.task), ['0 úloh', '1 úloha', '2 úlohy', '5 úloh']);
    assert.deepEqual(at(NOUNS.section), ['0 častí', '1 časť', '2 časti', '5 častí']);
    assert.deepEqual(at(NOUNS.learner), ['0 študentov', '1 študent', '2 študenti', '5 študentov']);
    assert.deepEqual(at(NOUNS.hourAccusative), ['0 hodín', '1 hodinu', '2 hodiny', '5 hodín']);
    assert.deepEqual([0, 1, 2, 5].map(answeredVerb), ['odpovedalo', 'odpovedal', 'odpovedali', 'odpovedalo']);
    assert.deepEqual([0, 1, 2, 5].map(openedVerb), ['otvorilo', 'otvoril', 'otvorili', 'otvorilo']);
  });
});
