import type { SocialNetwork } from "@comptoir/contracts";
import { Icon } from "./ui/icons.tsx";

/**
 * Simple line drawings of the social networks' marks, inline SVG shipped with the footer's chunk:
 * nothing is fetched from an icon service. Decorative: each link carries its words.
 */
const DRAWINGS: Record<SocialNetwork, React.ReactNode> = {
  facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  instagram: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  tiktok: <path d="M9 12a4 4 0 1 0 4 4V3c.6 2.7 2.6 4.6 5 5" />,
  twitter: <path d="M4 4l11.7 16H20L8.3 4zM4 20l6.8-6.8M20 4l-6.6 6.6" />,
  youtube: (
    <>
      <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 50 50 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 50 50 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </>
  ),
  linkedin: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M9 21.5l2.6-10.5M10.4 15.3c3.6 1.2 6.6-1.3 6.6-4.6a5 5 0 0 0-10 0c0 1 .3 1.9.8 2.5" />
    </>
  ),
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <Icon className="size-5">{DRAWINGS[network]}</Icon>;
}
