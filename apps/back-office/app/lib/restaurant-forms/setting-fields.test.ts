import { describe, expect, it } from "vitest";
import { numberOfText, settingOfText, textOfSetting } from "./setting-fields.ts";

describe("the settings' fields", () => {
  it("read numbers as an owner writes them, with a comma", () => {
    expect(numberOfText("2,50")).toBe(2.5);
    expect(numberOfText(" 15 ")).toBe(15);
    expect(numberOfText("2,")).toBeNull();
    expect(numberOfText("")).toBeNull();
  });

  it("keep what is not a number as typed, for the check to refuse it", () => {
    expect(settingOfText("money", "2,5")).toBe(2.5);
    expect(settingOfText("money", "deux")).toBe("deux");
    expect(settingOfText("list", "Burgers, , Poulet frit")).toEqual(["Burgers", "Poulet frit"]);
    expect(settingOfText("url", "https://x.com")).toBe("https://x.com");
  });

  it("show a setting's value in its field", () => {
    expect(textOfSetting("money", 2.5)).toBe("2,50");
    expect(textOfSetting("decimal", 6.5)).toBe("6,5");
    expect(textOfSetting("list", ["Burgers", "Wings"])).toBe("Burgers, Wings");
    expect(textOfSetting("text", undefined)).toBe("");
    expect(textOfSetting("integer", 30)).toBe("30");
  });
});
