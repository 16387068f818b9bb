import { describe, expect, it } from 'vitest';
import { factsToShow, saidNo, saidYes } from './fact-noes';
import { factBadge, factGroupTitle, factLabel, FACT_GROUPS, FACTS, type Facts } from './facts';
import { translator } from '~/modules/messages.server';

const en = translator('en');
const es = translator('es');

const on = '2026-11-02';
const sayingNo = () => FACTS.filter((f) => saidNo(f, en) !== null).map((f) => f.key);

describe('the facts catalog decides once which noes a diner reads', () => {
  it('says a no for what a diner asks before going: can I eat here, can I get in', () => {
    expect(sayingNo()).toEqual(['vegetarian', 'vegan', 'gluten-free', 'step-free', 'accessible-restroom', 'accessible-parking']);
    expect(saidNo(FACTS.find((f) => f.key === 'vegan')!, en)).toBe('No vegan dishes');
    expect(saidNo(FACTS.find((f) => f.key === 'step-free')!, en)).toBe('Steps at the entrance');
  });

  it('leaves unsaid the noes nobody goes looking for', () => {
    for (const key of ['kosher', 'halal', 'valet', 'byob', 'dog-friendly', 'full-bar', 'parking-garage'] as const)
      expect(saidNo(FACTS.find((f) => f.key === key)!, en), key).toBeNull();
  });

  it('shows every yes, each said no and never an unknown', () => {
    const facts: Facts = {
      kosher: { value: 'no', checkedOn: on },
      valet: { value: 'yes', checkedOn: on },
      vegan: { value: 'no', checkedOn: on },
      patio: { value: 'no', checkedOn: on },
      'step-free': { value: 'yes', checkedOn: on },
    };
    expect(factsToShow(facts).map((f) => `${f.fact.key} ${f.state}`)).toEqual(['vegan no', 'step-free yes', 'valet yes']);
    expect(factsToShow({})).toEqual([]);
  });
});

describe('the facts in both languages', () => {
  const patio = FACTS.find((f) => f.key === 'patio')!;

  it('reads the English words the desk shows, from the same catalog', () => {
    for (const fact of FACTS) {
      expect(factLabel(fact.key, en)).toBe(fact.label);
      expect(factBadge(fact.key, en)).toBe(fact.badge);
    }
    for (const group of FACT_GROUPS) expect(factGroupTitle(group.key, en)).toBe(group.title);
  });

  it('says the filters, badges and answers in Spanish', () => {
    expect(FACT_GROUPS.map((g) => factGroupTitle(g.key, es))).toEqual(['Alimentación', 'Accesibilidad', 'Servicios']);
    expect(factLabel('patio', es)).toBe('Terraza');
    expect(factLabel('kids', es)).toBe('Bueno para niños');
    expect(factLabel('parking-street', es)).toBe('Estacionamiento: en la calle');
    expect(factBadge('gluten-free', es)).toBe('Sin gluten');
    expect(saidYes(patio, en)).toBe('Patio seating');
    expect(saidYes(patio, es)).toBe('Mesas en la terraza');
    expect(saidNo(FACTS.find((f) => f.key === 'step-free')!, es)).toBe('Hay escalones en la entrada');
    expect(saidNo(patio, es)).toBeNull();
  });
});
