import { centredCrop, isCropInside } from "@comptoir/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cropOfPercentage, percentageOfCrop } from "./crop-fractions.ts";

describe("a crop between the document's fractions and the crop tool's percentages", () => {
  it("goes there and back unchanged", () => {
    const crop = centredCrop("dish", 4032, 3024);
    expect(cropOfPercentage(percentageOfCrop(crop))).toEqual(crop);
    const hero = centredCrop("hero", 3000, 4000);
    expect(cropOfPercentage(percentageOfCrop(hero))).toEqual(hero);
  });

  it("keeps 4 decimals and stays inside the photo, a frame against an edge included", () => {
    expect(cropOfPercentage({ unit: "%", x: 25.000049, y: 0, width: 75.00004, height: 99.99999 })).toEqual({
      x: 0.25,
      y: 0,
      width: 0.75,
      height: 1,
    });
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (width, height, xShare, yShare) => {
          const crop = cropOfPercentage({
            unit: "%",
            x: (100 - width) * xShare,
            y: (100 - height) * yShare,
            width,
            height,
          });
          expect(isCropInside(crop)).toBe(true);
          for (const value of Object.values(crop)) expect(Math.round(value * 10_000) / 10_000).toBe(value);
        },
      ),
    );
  });
});
