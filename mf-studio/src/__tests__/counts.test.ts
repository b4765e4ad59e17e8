import { count, form, NOUNS, VERBS } from '../text/counts';

/** Issue 38, item 12: every noun the studio counts, at 0, 1, 2 and 5, by the kernel's one plural rule. */
describe("the studio's counted nouns", () => {
  const at = (forms: Parameters<typeof count>[1]) => [0, 1, 2, 5].map((n) => count(n, forms));

  it('reads right at 0, 1, 2 and 5 for each noun', () => {
    expect(at(NOUNS.task)).toEqual(['0 úloh', '1 úloha', '2 úlohy', '5 úloh']);
    expect(at(NOUNS.section)).toEqual(['0 častí', '1 časť', '2 časti', '5 častí']);
    expect(at(NOUNS.learner)).toEqual(['0 študentov', '1 študent', '2 študenti', '5 študentov']);
    expect(at(NOUNS.publication)).toEqual(['0 publikácií', '1 publikácia', '2 publikácie', '5 publikácií']);
    expect(at(NOUNS.bookedCall)).toEqual([
      '0 rezervovaných hovorov',
      '1 rezervovaný hovor',
      '2 rezervované hovory',
      '5 rezervovaných hovorov',
    ]);
    expect(at(NOUNS.registered)).toEqual(['0 prihlásených', '1 prihlásený', '2 prihlásení', '5 prihlásených']);
    expect(at(NOUNS.registeredDative)).toEqual(['0 prihláseným', '1 prihlásenému', '2 prihláseným', '5 prihláseným']);
    expect(at(NOUNS.seatGenitive)).toEqual(['0 miest', '1 miesta', '2 miest', '5 miest']);
    expect(at(NOUNS.paymentAccusative)).toEqual(['0 platieb', '1 platbu', '2 platby', '5 platieb']);
  });

  it('agrees the verb after a count', () => {
    const verbs = (forms: Parameters<typeof form>[1]) => [0, 1, 2, 5].map((n) => form(n, forms));
    expect(verbs(VERBS.reached)).toEqual(['došlo', 'došiel', 'došli', 'došlo']);
    expect(verbs(VERBS.waits)).toEqual(['čaká', 'čaká', 'čakajú', 'čaká']);
    expect(verbs(VERBS.answered)).toEqual(['odpovedalo', 'odpovedal', 'odpovedali', 'odpovedalo']);
    expect(verbs(VERBS.opened)).toEqual(['otvorilo', 'otvoril', 'otvorili', 'otvorilo']);
    expect(verbs(VERBS.receives)).toEqual(['dostane', 'dostane', 'dostanú', 'dostane']);
  });
});
