import type { Movement } from '@titletrust/shared';

/**
 * What a contract's movement was for: its gig, and in a contract in stages its milestone
 * ("Land title search — milestone 2: Survey charting").
 */
export function contractSubject(movement: Pick<Movement, 'gigTitle' | 'milestone'>): string {
  const gig = movement.gigTitle ?? 'Contract';
  const { milestone } = movement;
  return milestone ? `${gig} — milestone ${milestone.position}: ${milestone.title}` : gig;
}
