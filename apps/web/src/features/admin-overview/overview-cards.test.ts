import { describe, expect, it } from 'vitest';
import { sessionWith } from '../../testing/sessions.ts';
import { cardsFor } from './overview-cards.ts';

describe('cardsFor', () => {
  it('gives admins and customer admins every card', () => {
    const all = ['vehicles', 'alerts', 'passengers', 'checklists', 'announcements'];
    expect([...cardsFor(sessionWith(['admin']))]).toEqual(all);
    expect([...cardsFor(sessionWith(['customer_admin'], 'Campus Mobility'))]).toEqual(all);
  });

  it('gives a content manager only the announcements, the one screen it may open', () => {
    expect([...cardsFor(sessionWith(['content_manager']))]).toEqual(['announcements']);
  });

  it('adds the cards of a second role', () => {
    const both = sessionWith(['content_manager', 'operator']);
    expect([...cardsFor(both)]).toEqual(['vehicles', 'passengers', 'announcements']);
  });
});
