import { describe, expect, it } from 'vitest';
import { MAP_HEIGHT, MAP_WIDTH, project, viewOf } from './map';

describe('the part of the pickup-point map a search shows', () => {
  it('is the whole map without points, and for points all over both countries', () => {
    const whole = { x: 0, y: 0, width: MAP_WIDTH, height: MAP_HEIGHT };
    expect(viewOf([])).toEqual(whole);
    expect(viewOf([project(50.08, 14.44), project(48.72, 21.26)])).toEqual(whole);
  });

  it('closes in on the points of one town, in the map’s proportions, and stays on the map', () => {
    const olomouc = [project(49.59, 17.25), project(49.6, 17.27), project(49.57, 17.22)];
    const view = viewOf(olomouc);
    expect(view.width).toBeLessThan(MAP_WIDTH / 5);
    expect(view.width / view.height).toBeCloseTo(MAP_WIDTH / MAP_HEIGHT, 1);
    for (const p of olomouc) {
      expect(p.x).toBeGreaterThan(view.x);
      expect(p.x).toBeLessThan(view.x + view.width);
      expect(p.y).toBeGreaterThan(view.y);
      expect(p.y).toBeLessThan(view.y + view.height);
    }
    // A point at the map's corner: the view is moved inside the map, not past its edge.
    const corner = viewOf([project(51.15, 12.0)]);
    expect(corner.x).toBe(0);
    expect(corner.y).toBe(0);
  });
});
