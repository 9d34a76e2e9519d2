import { generateSecret, generateURI, verify } from 'otplib';

const ISSUER = 'Shuttle Ops';

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (secret: string, username: string): string =>
  generateURI({ issuer: ISSUER, label: username, secret });

/**
 * Checks a code with ±1 step of clock drift; a code at or before `afterTimeStep` is refused, so
 * each code signs in once. Answers the matched time step, or null.
 */
export async function checkTotp(
  secret: string,
  code: string,
  afterTimeStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
