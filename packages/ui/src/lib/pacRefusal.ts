// The server's refusal of a PAC code (spec 5) beside the PAC field of a subscribe form.
import { useState } from 'react';

/**
 * The server's refusal of the PAC code, shown beside the field: a new refusal brings the form
 * back from the review (`back`); typing in the field clears it until the next one. Each attempt
 * clears the mutation's error first, so a second refusal with the same text is new here too.
 */
export function usePacRefusal(pacError: string | undefined, back: () => void) {
  const [seen, setSeen] = useState(pacError);
  const [dismissed, setDismissed] = useState(false);
  // adjusting state to a new prop during render (react.dev 'You might not need an effect')
  if (seen !== pacError) {
    setSeen(pacError);
    setDismissed(false);
    if (pacError !== undefined) back();
  }
  return {
    text: pacError !== undefined && !dismissed ? pacError : undefined,
    edited: () => setDismissed(true),
  };
}
