export type TelegramEnvironment = 'telegram' | 'demo' | 'none';

let environment: TelegramEnvironment = 'none';

/** Set once by initTelegram: a real client, the demo environment, or nothing (tests). */
export function setTelegramEnvironment(value: TelegramEnvironment): void {
  environment = value;
}

export function telegramEnvironment(): TelegramEnvironment {
  return environment;
}
