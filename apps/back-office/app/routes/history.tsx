import type { CatalogueVersionSummaryPayload } from "@comptoir/contracts/catalogue-publishing";
import { fill, publishing as text } from "@comptoir/messages";
import { FormMessages } from "@comptoir/ui/form-messages.tsx";
import { useEffect, useState } from "react";
import { BackOfficeFrame } from "../components/back-office-frame.tsx";
import { VersionRow } from "../components/publishing/version-row.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import { usePublishingSession } from "../lib/publishing/use-publishing-api.ts";
import { useShop } from "../lib/shop.ts";
import type { Route } from "./+types/history";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.historyTitle);
}

/**
 * /admin/historique: every published catalogue, newest first (number, how it came, who, when, how
 * many changes), each opening its page where the owner may restore it. The team reads it too.
 */
export default function History() {
  const shop = useShop();
  const { token, api, endSession } = usePublishingSession();
  const [versions, setVersions] = useState<CatalogueVersionSummaryPayload[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per session.
  useEffect(() => {
    if (!token) return;
    void api.versions().then((result) => {
      if (result.ok) setVersions([...result.payload].sort((a, b) => b.id - a.id));
      else if (result.status === 401) endSession();
      else setProblem(fill(text.failed, { message: result.message }));
    });
  }, [token]);

  return (
    <BackOfficeFrame restaurantName={shop.restaurantName}>
      <div className="flex max-w-4xl flex-col gap-6 py-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-black">{text.historyTitle}</h1>
          <p className="text-muted">{text.historyIntro}</p>
        </div>
        <FormMessages problem={problem} />
        {versions === null ? (
          problem ? null : (
            <p className="text-muted">{text.loading}</p>
          )
        ) : versions.length === 0 ? (
          <p>{text.historyEmpty}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line px-4">
            {versions.map((version, index) => (
              <VersionRow key={version.id} version={version} current={index === 0} timeZone={shop.timeZone} />
            ))}
          </ul>
        )}
      </div>
    </BackOfficeFrame>
  );
}
