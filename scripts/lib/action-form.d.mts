export function unescapeHtml(text: string): string;
export function actionFieldsIn(html: string, testId?: string): Record<string, string>;
export function postAction(
  url: string,
  fields: Record<string, string>,
  values: Record<string, string>,
  cookie?: string,
): Promise<Response>;
export function sendForm(
  url: string,
  testId: string,
  values: Record<string, string>,
  cookie?: string,
): Promise<Response>;
export function cookiesOf(response: Response): string;
