/** Debug mode (spec section 1): an on-device console, loaded only when the start parameter asks. */
export async function openDebugConsole(): Promise<void> {
  const { default: eruda } = await import('eruda');
  eruda.init();
}
