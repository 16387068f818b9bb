import { describe, expect, it } from 'vitest';
import { halveUntil, turnUpright, type Pixels } from './pixels';

/** A photo whose every pixel's red, green and blue say where it is: red = x, green = y. */
const grid = (width: number, height: number): Pixels => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set([x * 10, y * 10, 0, 255], (y * width + x) * 4);
  return { data, width, height };
};
const pixel = (image: Pixels, x: number, y: number) => [...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 2)];

describe('halveUntil', () => {
  it('halves while the photo stays at least twice the target, each pixel the mean of its 2x2 block', () => {
    const half = halveUntil(grid(8, 6), 4, 3);
    expect([half.width, half.height]).toEqual([4, 3]);
    expect(half.data.byteLength).toBe(4 * 3 * 4);
    expect(pixel(half, 1, 2)).toEqual([25, 45]); // mean of x 2..3 (20, 30) and y 4..5 (40, 50)
  });

  it('halves twice for a target under a quarter, and leaves a photo under twice the target as it is', () => {
    expect(halveUntil(grid(16, 12), 3, 2)).toMatchObject({ width: 4, height: 3 });
    const photo = grid(7, 5);
    expect(halveUntil(photo, 4, 3)).toBe(photo);
  });
});

describe('turnUpright', () => {
  const photo = grid(3, 2); // x 0..2, y 0..1
  it('turns orientation 6 (phone held upright) a quarter clockwise', () => {
    const upright = turnUpright(photo, 6);
    expect([upright.width, upright.height]).toEqual([2, 3]);
    // The stored bottom-left corner becomes the top-left.
    expect(pixel(upright, 0, 0)).toEqual([0, 10]);
    expect(pixel(upright, 1, 0)).toEqual([0, 0]);
  });

  it('turns 8 a quarter anticlockwise, 3 a half turn, mirrors 2 and 4', () => {
    expect(pixel(turnUpright(photo, 8), 0, 0)).toEqual([20, 0]);
    expect(pixel(turnUpright(photo, 3), 0, 0)).toEqual([20, 10]);
    expect(pixel(turnUpright(photo, 2), 0, 0)).toEqual([20, 0]);
    expect(pixel(turnUpright(photo, 4), 0, 0)).toEqual([0, 10]);
    expect(pixel(turnUpright(photo, 5), 1, 0)).toEqual([0, 10]);
    expect(pixel(turnUpright(photo, 7), 0, 0)).toEqual([20, 10]);
  });

  it('leaves a photo that needs no turn as it is', () => {
    expect(turnUpright(photo, 1)).toBe(photo);
  });
});
