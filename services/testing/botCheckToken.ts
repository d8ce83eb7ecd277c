import { botChallengeSchema, solveChallenge } from "@/domain/botCheck";

/** A bot-check token as a browser gets one: the provider stand-in's challenge, solved (domain/botCheck.ts). */
export async function botCheckToken(servicesUrl: string, action = "test"): Promise<string> {
  const reply = await fetch(`${servicesUrl}/captcha/challenge?action=${action}`);
  const challenge = botChallengeSchema.parse(await reply.json());
  if (!challenge.ok) throw new Error(`The bot-check challenge is not one: ${challenge.error}`);
  const token = await solveChallenge(challenge.value);
  if (token === undefined) throw new Error("The bot-check challenge has no solution.");
  return token;
}
