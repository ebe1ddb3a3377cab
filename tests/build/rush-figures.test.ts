import { describe, expect, it } from 'vitest';
import { budgetMisses, type BenchResult } from '../../bench/budgets';
import { checkWarmUp, rushFigures, type RushRun } from '../../bench/support/rush-figures';

const SECOND = 1_000;

function run(medianS: number, p95S: number, counts: Partial<Pick<RushRun, 'tickets' | 'errors'>> = {}): RushRun {
  const tickets = counts.tickets ?? 600;
  return {
    tickets,
    registered: tickets,
    full: 1_000 - tickets,
    errors: counts.errors ?? 0,
    answers: { samples: 1_000, median: medianS * SECOND, p95: p95S * SECOND, min: 1 * SECOND, max: p95S * SECOND },
  };
}

const figure = (figures: readonly BenchResult[], id: string) => figures.find((result) => result.id === id);
/** The rush's budget misses alone, as `npm run bench:check` words them. */
const rushMisses = (figures: readonly BenchResult[]) => budgetMisses(figures).filter((miss) => miss.startsWith('rush.'));

describe("the rush's figures over several runs", () => {
  it("answers with the median of the runs' medians and of their p95s: one slow run does not move them", () => {
    const figures = rushFigures([run(48, 70), run(73.3, 86.1), run(52, 75)], 1_000, 600);
    const answer = figure(figures, 'rush.answer-1000-for-600');
    expect(answer).toMatchObject({ samples: 3, median: 52 * SECOND, p95: 75 * SECOND, min: 48 * SECOND, max: 73.3 * SECOND });
    expect(answer?.note).toContain('73.3 s · 86.1 s');
    expect(rushMisses(figures)).toEqual([]);
  });

  it('misses its budget when two runs of three are slow', () => {
    const figures = rushFigures([run(48, 70), run(66, 90), run(71, 95)], 1_000, 600);
    expect(figure(figures, 'rush.answer-1000-for-600')?.median).toBe(66 * SECOND);
    expect(rushMisses(figures)).toEqual(['rush.answer-1000-for-600: median 66000.0 ms, target ≤ 60000, p95 ≤ 120000']);
  });

  it('counts the tickets of the run furthest from the seats, so one run that oversells is a miss', () => {
    const figures = rushFigures([run(40, 60), run(41, 61, { tickets: 601 }), run(42, 62)], 1_000, 600);
    expect(figure(figures, 'rush.tickets-1000-for-600')).toMatchObject({ median: 601, min: 600, max: 601 });
    expect(rushMisses(figures)).toEqual(['rush.tickets-1000-for-600: median 601.0 count, target = 600']);
  });

  it('adds up the errors of every run: one visitor failed in one run is a miss', () => {
    const figures = rushFigures([run(40, 60), run(41, 61), run(42, 62, { errors: 1 })], 1_000, 600);
    expect(figure(figures, 'rush.errors-1000-for-600')).toMatchObject({ median: 1, samples: 3 });
    expect(rushMisses(figures)).toEqual(['rush.errors-1000-for-600: median 1.0 count, target ≤ 0']);
  });

  it('refuses to make figures of no run at all', () => {
    expect(() => rushFigures([], 1_000, 600)).toThrow('No rush was run.');
  });
});

describe('the warm-up rush before each measured one', () => {
  it('lets the measured rush run after a warm-up that sold exactly its seats and failed no one', () => {
    expect(() => checkWarmUp(run(20, 30, { tickets: 180 }), 300, 180)).not.toThrow();
  });

  it.each([
    ['one seat sold twice', { tickets: 181 }, 'stored 181 tickets; visitors failed or wrongly told "already registered": 0.'],
    ['one seat not sold', { tickets: 179 }, 'stored 179 tickets; visitors failed or wrongly told "already registered": 0.'],
    ['one visitor failed', { tickets: 180, errors: 1 }, 'stored 180 tickets; visitors failed or wrongly told "already registered": 1.'],
  ])('stops the run after a warm-up with %s', (_, counts, said) => {
    expect(() => checkWarmUp(run(20, 30, counts), 300, 180)).toThrow(said);
  });
});
