import { PASSWORD_MAX_LENGTH } from "@comptoir/domain";
import { TextField } from "./text-field.tsx";

type Props = Omit<Parameters<typeof TextField>[0], "type" | "inputMode" | "autoCapitalize">;

/** A password input: no capitals, no correction, and the autofill the browser's manager expects. */
export function PasswordField(props: Props) {
  return (
    <TextField {...props} type="password" autoCapitalize="none" required maxLength={PASSWORD_MAX_LENGTH} />
  );
}
