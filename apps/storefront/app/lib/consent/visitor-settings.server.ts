import { analyticsTagFor, type Setting, TAG_MANAGER_ID_SETTING } from "@comptoir/contracts";
import { isbot } from "isbot";
import { siteConfig } from "../../site-config.ts";

/**
 * The settings a page carries to its visitor: without the tag manager's id when this visitor may
 * not load it (a bot, or the site configuration's switch off), so the browser never sees an id it
 * must not use, and asks no question about it. The server's policy makes the same decision
 * (`analyticsTagFor`), so a page never names a tag its policy refuses (ADR 037).
 */
export function settingsForVisitor(settings: Setting[], request: Request): Setting[] {
  const tag = analyticsTagFor({
    settings,
    switchedOn: siteConfig.analytics.tagManager,
    bot: isbot(request.headers.get("user-agent")),
  });
  return tag ? settings : settings.filter((setting) => setting.name !== TAG_MANAGER_ID_SETTING);
}
