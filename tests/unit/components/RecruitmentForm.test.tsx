// @vitest-environment jsdom
import { within, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { RecruitmentForm } from '@/components/forms/recruitment/RecruitmentForm';
import { sendRecruitment } from '@/lib/actions/recruitment';
import {
  actionAnswer,
  attributesAnswer,
  choose,
  COUNTRIES,
  description,
  fillJsdomGaps,
  picture,
  POLICY,
  postedTo,
  renderIn,
  stubFetch,
  type ActionMock,
  type Lang,
} from './render';

// The form's Server Action ('use server', server-only code): the test answers for the server.
vi.mock('@/lib/actions/recruitment', () => ({ sendRecruitment: vi.fn() }));
const action = sendRecruitment as unknown as ActionMock;

/** The site's /api/attributes, which the state and city lists still ask. */
let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  fillJsdomGaps();
  action.mockReset();
  action.mockResolvedValue(actionAnswer('sent'));
  fetchMock = stubFetch();
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.startsWith('/api/attributes')) return Promise.resolve(attributesAnswer(url));
    return Promise.reject(new Error(`unexpected request ${url}`));
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The API names its categories in Portuguese; the form words them itself.
const CATEGORIES = [
  { value: '1', label: 'Modelo' },
  { value: '2', label: 'Ator / Atriz' },
];

// The form is large; a busy machine renders and validates it slowly.
const slow = { timeout: 10_000 };

const renderForm = (lang: Lang = 'en') =>
  renderIn(lang, <RecruitmentForm countries={COUNTRIES} categories={CATEGORIES} policy={POLICY} />);

const byLabel = (label: RegExp) => screen.getByLabelText(label);
const notice = () => screen.getByTestId('form-notice');
// Role queries check every element's computed style, and this form has thousands of
// options: the button and the selects are found by their text and labels instead.
const sendButton = (text = 'Send') => screen.getByText(text, { selector: 'button' });
const send = () => fireEvent.click(sendButton());
const optionTexts = (label: RegExp) =>
  Array.from((byLabel(label) as HTMLSelectElement).options, (option) => option.text);

/** Waits until a list loaded from the site (states, cities) offers `text`. */
async function offered(label: RegExp, text: string) {
  await waitFor(() => expect(optionTexts(label)).toContain(text), slow);
}

function type(label: RegExp, value: string) {
  fireEvent.change(byLabel(label), { target: { value } });
}

/** Picks an option, then waits for a list it loads (states, cities) to be there. */
async function pick(label: RegExp, value: string) {
  const select = byLabel(label) as HTMLSelectElement;
  fireEvent.change(select, { target: { value } });
  await waitFor(() => expect(select.value).toBe(value));
}

async function pickPlace() {
  await pick(/^Country/, '1');
  await offered(/^State/, 'São Paulo');
  await pick(/^State/, '10');
  await offered(/^City/, 'Campinas');
  await pick(/^City/, '100');
}

function fillPersonalText() {
  type(/^Name/, 'Ana Lima');
  type(/^Email/, 'ana@example.com');
  type(/^Phone/, '+55 11 99999-0000');
  type(/^Contact person/, 'Mother: Rita');
}

function fillMeasurements() {
  for (const [label, value] of [
    [/^Height/, '175'],
    [/^Jeans/, '38'],
    [/^Waist/, '62'],
    [/^Hips/, '90'],
    [/^Bust/, '84'],
    [/^Shoes/, '38.5'],
  ] as const) {
    fireEvent.change(byLabel(label), { target: { value } });
  }
}

/** What a ticked box posts (an input without a value attribute). */
const CONSENT_TICKED = 'on';

const PHOTOS = [
  [/^Profile/, 'Profile', picture('png', 'profile.png')],
  [/^Face close-up/, 'Face close-up', picture('jpeg', 'face.jpg')],
  [/^Full length/, 'Full length', picture('gif', 'body.gif')],
  [/^Upper body/, 'Upper body', picture('jpeg', 'photo.jpeg')],
] as const;

async function choosePhotos() {
  for (const [label, name, file] of PHOTOS) {
    choose(byLabel(label), file);
    await screen.findByAltText(`Preview of the chosen photo: ${name}`, {}, slow);
  }
}

/** Everything required, as an applicant fills it in. */
async function fillValid() {
  type(/^Date of birth/, '2001-04-09');
  fillPersonalText();
  await pickPlace();
  await pick(/^Gender/, 'woman');
  await pick(/^Category/, '1');
  type(/^Instagram/, '@ana');
  fillMeasurements();
  await choosePhotos();
  fireEvent.click(byLabel(/^I agree that/));
}

describe('recruitment form, sent empty', { timeout: 60_000 }, () => {
  it('marks every required field with its message, says so and focuses the birth date, asked first', async () => {
    renderForm('en');
    send();
    await waitFor(() => expect(notice().textContent).toBe('Complete the required fields'), slow);
    const required = [
      /^Name/,
      /^Email/,
      /^Phone/,
      /^Contact person/,
      /^Country/,
      /^State/,
      /^Gender/,
      /^Category/,
      /^Date of birth/,
      /^Height/,
      /^Jeans/,
      /^Waist/,
      /^Hips/,
      /^Bust/,
      /^Shoes/,
    ];
    for (const label of required) {
      const field = byLabel(label);
      expect(field.getAttribute('aria-invalid'), String(label)).toBe('true');
      // The error is said last, after a field's hint (the contact person's).
      expect(description(field), String(label)).toMatch(/(^|\. )Field required$/);
    }
    expect(description(byLabel(/^Contact person/))).toBe(
      'Someone else we can reach about your application (a parent, partner or manager), with their phone number. Field required',
    );
    for (const [label] of PHOTOS) {
      const input = byLabel(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(description(input)).toMatch(/ Choose a photo$/);
    }
    // Optional fields are not marked.
    for (const label of [/^City/, /^DRT/, /^Instagram/, /^Hair/, /^Weight/]) {
      expect(byLabel(label).getAttribute('aria-invalid'), String(label)).toBe('false');
    }
    expect(screen.getAllByText('Field required')).toHaveLength(required.length);
    expect(description(byLabel(/^I agree that/))).toBe(
      'Tick this box so that we can evaluate your application.',
    );
    expect(document.activeElement).toBe(byLabel(/^Date of birth/));
    // The summary above the fields names each refused one in page order and links to it.
    const summary = screen.getByRole('group', { name: 'Check these 20 fields' });
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Date of birth: Field required',
      ...['Name', 'Email', 'Phone', 'Contact person', 'Country', 'State', 'Gender', 'Category'].map(
        (label) => `${label}: Field required`,
      ),
      ...['Height (cm/ft)', 'Jeans', 'Waist (cm)', 'Hips (cm)', 'Bust (cm)', 'Shoes'].map(
        (label) => `${label}: Field required`,
      ),
      ...PHOTOS.map(([, name]) => `${name}: Choose a photo`),
      expect.stringMatching(
        /^I agree that .*[^.]: Tick this box so that we can evaluate your application\.$/,
      ),
    ]);
    const targets = links.map((link) =>
      document.getElementById(link.getAttribute('href')!.slice(1)),
    );
    targets.forEach((target, index) => {
      expect(target?.getAttribute('aria-invalid'), links[index]!.textContent!).toBe('true');
      // In the order the fields come on the page.
      if (index > 0)
        expect(targets[index - 1]!.compareDocumentPosition(target!), target!.id).toBe(
          Node.DOCUMENT_POSITION_FOLLOWING,
        );
    });
    expect(summary.compareDocumentPosition(byLabel(/^Date of birth/))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(action).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('in Spanish: Campo obligatorio, Elige una foto and the Spanish notice', async () => {
    renderForm('es');
    fireEvent.click(sendButton('Enviar'));
    await waitFor(
      () => expect(notice().textContent).toBe('Completa los campos obligatorios'),
      slow,
    );
    const name = byLabel(/^Nombre/);
    expect(description(name)).toBe('Campo obligatorio');
    expect(description(byLabel(/^País/))).toBe('Campo obligatorio');
    expect(screen.getAllByText('Elige una foto')).toHaveLength(4);
    expect(document.activeElement).toBe(byLabel(/^Fecha de nacimiento/));
  });

  it('focuses the first invalid field in page order as the applicant works down the form', async () => {
    renderForm('en');
    type(/^Date of birth/, '1999-12-31');
    send();
    await waitFor(() => expect(document.activeElement).toBe(byLabel(/^Name/)), slow);
    fillPersonalText();
    send();
    await waitFor(() => expect(document.activeElement).toBe(byLabel(/^Country/)), slow);

    await pick(/^Country/, '2');
    await offered(/^State/, 'Lisboa');
    await pick(/^State/, '20');
    await pick(/^Gender/, 'woman');
    send();
    // City is optional: Category, further down, is next.
    await waitFor(() => expect(document.activeElement).toBe(byLabel(/^Category/)), slow);

    await pick(/^Category/, '2');
    send();
    await waitFor(() => expect(document.activeElement).toBe(byLabel(/^Height/)), slow);

    fillMeasurements();
    send();
    await waitFor(() => expect(document.activeElement).toBe(byLabel(/^Profile/)), slow);
    expect(action).not.toHaveBeenCalled();
  });

  it('says when a birth date is not in the past', async () => {
    renderForm('en');
    type(/^Date of birth/, '2999-01-01');
    send();
    await waitFor(() => expect(description(byLabel(/^Date of birth/))).toBe('Enter a valid date'));
  });
});

describe('recruitment form, filled in', { timeout: 90_000 }, () => {
  it('clears the notice once fixed, sends its action the application with the prepared photos and confirms once', async () => {
    renderForm('en');
    send();
    await waitFor(() => expect(notice().textContent).toBe('Complete the required fields'), slow);
    await fillValid();
    await waitFor(() => expect(notice().textContent).toBe(''), slow);
    expect(screen.queryByText('Field required')).toBeNull();
    expect(screen.queryByText('Choose a photo')).toBeNull();

    send();
    expect(await screen.findByTestId('form-sent', {}, slow)).toBeDefined();
    expect(action).toHaveBeenCalledTimes(1);
    const body = action.mock.calls[0]![1];
    expect(body).toBeInstanceOf(FormData);
    const posted = postedTo(action)[0]!;
    const text = Object.fromEntries(
      Object.entries(posted).filter(([, value]) => typeof value === 'string' && value !== ''),
    );
    expect(text).toEqual({
      name: 'Ana Lima',
      email: 'ana@example.com',
      phone: '+55 11 99999-0000',
      contact: 'Mother: Rita',
      // The places and the category as the ids their selects hold, whatever the page language.
      country: '1',
      state: '10',
      city: '100',
      gender: 'woman',
      category: '1',
      birthdate: '2001-04-09',
      instagram: '@ana',
      height: '175',
      jeans: '38',
      waist: '62',
      hips: '90',
      bust: '84',
      shoes: '38.5',
      // The evaluation consent ticked (promotion left off, so not posted) and the privacy text.
      consent_evaluation: CONSENT_TICKED,
      privacy_version: '2026-11-23',
      lang: 'en',
    });
    expect(posted).not.toHaveProperty('consent_promotion');
    for (const [index, [, , chosen]] of PHOTOS.entries()) {
      const sent = body.getAll(`image_${index + 1}`);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toBeInstanceOf(File);
      // Prepared in the browser: a JPEG of our own name, not the file chosen.
      expect(sent[0]).not.toBe(chosen);
      expect((sent[0] as File).name).toBe(`image_${index + 1}.jpg`);
      expect((sent[0] as File).type).toBe('image/jpeg');
    }
    expect(
      screen.getAllByText(
        'Thank you! Your application was sent. If it is selected, we will reply within 30 days.',
      ),
    ).toHaveLength(1);
    expect(screen.queryByText('Send', { selector: 'button' })).toBeNull();
  });

  it('says a generic error when the action answers so, and keeps the application', async () => {
    renderForm('en');
    await fillValid();
    action.mockResolvedValue(
      actionAnswer('error', {
        values: { name: 'Ana Lima', country: '1', state: '10', city: '100' },
      }),
    );
    send();
    await waitFor(
      () => expect(notice().textContent).toBe('An error occurred, try again later'),
      slow,
    );
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('form-sent')).toBeNull();
    expect((byLabel(/^Name/) as HTMLInputElement).value).toBe('Ana Lima');
    expect((byLabel(/^Email/) as HTMLInputElement).value).toBe('ana@example.com');
    expect((byLabel(/^City/) as HTMLSelectElement).value).toBe('100');
    expect(screen.getByAltText('Preview of the chosen photo: Face close-up')).toBeDefined();
    expect(sendButton().matches(':disabled')).toBe(false);
  });

  it('marks the photo slot a fileTooLarge answer names and focuses it', async () => {
    renderForm('en');
    await fillValid();
    action.mockResolvedValue(
      actionAnswer('invalid', { fieldErrors: { image_2: 'fileTooLarge' }, values: {} }),
    );
    send();
    const face = byLabel(/^Face/);
    await waitFor(() => expect(document.activeElement).toBe(face), slow);
    expect(face.getAttribute('aria-invalid')).toBe('true');
    expect(description(face)).toMatch(/ The photo is larger than 5 MB$/);
    expect(notice().textContent).toBe('Complete the required fields');
    const summary = screen.getByRole('group', { name: 'Check this field' });
    const link = within(summary).getByRole('link');
    expect(link.textContent).toBe('Face close-up: The photo is larger than 5 MB');
    expect(link.getAttribute('href')).toBe(`#${face.id}`);
    expect(byLabel(/^Profile/).getAttribute('aria-invalid')).toBe('false');
    expect(action).toHaveBeenCalledTimes(1);
  });
});

describe('recruitment form, choices', { timeout: 60_000 }, () => {
  it('offers the categories in the page language', () => {
    renderForm('en');
    const select = byLabel(/^Category/) as HTMLSelectElement;
    expect(Array.from(select.options, (o) => [o.value, o.text])).toEqual([
      ['', 'Choose…'],
      ['1', 'Model'],
      ['2', 'Actor / Actress'],
    ]);
  });

  it('asks for the chest, with its range, instead of the bust when the applicant is male', async () => {
    renderForm('en');
    expect(optionTexts(/^Bust \(cm\)/)[1]).toBe('65');
    await pick(/^Gender/, 'man');
    await waitFor(() => expect(optionTexts(/^Chest \(cm\)/)[1]).toBe('10'));
    expect(screen.queryByLabelText(/^Bust/)).toBeNull();
  });
});
