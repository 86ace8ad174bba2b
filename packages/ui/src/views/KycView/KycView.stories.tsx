import { MAX_IMAGE_BYTES } from '@invest/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { KycView } from './KycView';

const countries = [
  { code: '1', name: 'United States' },
  { code: '48', name: 'Poland' },
  { code: '91', name: 'India' },
];

const agreement = Array.from(
  { length: 14 },
  (_, i) =>
    `${i + 1}. I confirm that the information and documents I provide are true, complete and my own, and I authorise their verification with the issuing authority and credit bureaus.`,
).join('\n\n');

/** A real 1x1 PNG. */
const png = (name: string) =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    name,
    { type: 'image/png' },
  );

const fileInputs = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLInputElement>('input[type="file"]'),
];

/** Scrolls the agreement to its end, as a reader would. */
const readAgreement = async (root: HTMLElement) => {
  const region = within(root).getByRole('region', { name: 'Agreement text' });
  region.scrollTop = region.scrollHeight;
  region.dispatchEvent(new Event('scroll'));
};

const meta = {
  title: 'Views/KycView',
  component: KycView,
  args: {
    status: 'unverified',
    agreement,
    countries,
    defaultCountryCode: '91',
    today: '2025-06-01',
    timeZone: 'UTC',
    onSubmit: fn(),
    onSelectImage: fn(),
    onRemoveImage: fn(),
    onRetryUpload: fn(),
    onResubmit: fn(),
    onRetry: fn(),
  },
  argTypes: {
    status: {
      control: 'select',
      options: ['unverified', 'pending', 'rejected', 'approved', 'unknown', 'loading', 'error'],
    },
  },
} satisfies Meta<typeof KycView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 5: the agreement checkbox is enabled only after scrolling to the end. */
export const AgreementUnlocksOnScroll: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'I have read and accept the agreement' });
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription('Scroll to the end of the agreement to continue');
    const region = canvas.getByRole('region', { name: 'Agreement text' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    // halfway is not the end
    region.scrollTop = region.scrollHeight / 2 - region.clientHeight;
    region.dispatchEvent(new Event('scroll'));
    await expect(box).toBeDisabled();
    await readAgreement(canvasElement);
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

/** spec 5: every field is required; wrong values get the domain's messages. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const name = canvas.getByRole('textbox', { name: /Full name/ });
    await expect(name).toHaveAccessibleDescription(
      expect.stringContaining('Full name is required'),
    );
    await waitFor(() => expect(name).toHaveFocus());
    await expect(
      canvas.getByRole('textbox', { name: /Mobile number/ }),
    ).toHaveAccessibleDescription('Mobile number is required');
    await expect(canvas.getByText('Date of birth is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^PAN/ })).toHaveAccessibleDescription(
      expect.stringContaining('ID number is required'),
    );
    await expect(
      canvas.getByRole('group', { name: 'Front of your ID' }),
    ).toHaveAccessibleDescription('Choose a file to upload');
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Scroll to the end of the agreement to continue',
    );
    // spec 5: at least 18; spec 3: India's PAN has its own format
    await userEvent.click(canvas.getByRole('spinbutton', { name: /month/ }));
    await userEvent.keyboard('06022007');
    await expect(canvas.getByText('You must be at least 18 years old')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^PAN/ }), 'ABCDE1234');
    await expect(canvas.getByRole('textbox', { name: /^PAN/ })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid PAN: 5 letters, 4 digits and a letter'),
    );
  },
};

/** The whole form, filled and submitted with both sides of the ID. */
export const ValidSubmission: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Asha  Verma');
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile number/ }), '9876543210');
    await userEvent.click(canvas.getByRole('spinbutton', { name: /month/ }));
    await userEvent.keyboard('05171990');
    await userEvent.type(canvas.getByRole('textbox', { name: /^PAN/ }), 'abcpe 1234f');
    const [front, back] = fileInputs(canvasElement);
    const frontFile = png('front.png');
    const backFile = png('back.png');
    await userEvent.upload(front!, frontFile);
    await userEvent.upload(back!, backFile);
    await expect(args.onSelectImage).toHaveBeenCalledWith('front', frontFile);
    await expect(args.onSelectImage).toHaveBeenCalledWith('back', backFile);
    await readAgreement(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'I have read and accept the agreement' });
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      full_name: 'Asha Verma',
      country_code: '91',
      mobile: '9876543210',
      dob: '1990-05-17',
      id_type: 'pan',
      id_no: 'ABCPE1234F',
      id_front: frontFile,
      id_back: backFile,
      declaration: true,
    });
  },
};

/** The documents offered in a list box outside the canvas (the popover). */
const documentOptions = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  const list = await body.findByRole('listbox');
  return within(list)
    .getAllByRole('option')
    .map((o) => o.textContent);
};

/**
 * spec 3 KYC in Poland: the PESEL (printed on the ID card), the ID card's number or a passport,
 * never India's PAN; the number field follows the document, and a PESEL whose check digit is
 * wrong is refused before the review.
 */
export const PolandOffersPesel: Story = {
  args: { defaultCountryCode: '48' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const select = canvas.getByRole('button', { name: /Identity document/ });
    await expect(select).toHaveTextContent('PESEL (Polish ID card)');
    await userEvent.click(select);
    await expect(await documentOptions(canvasElement)).toEqual([
      'PESEL (Polish ID card)',
      'National ID card',
      'Passport',
    ]);
    await userEvent.keyboard('{Escape}');
    const pesel = canvas.getByRole('textbox', { name: /^PESEL number/ });
    await expect(pesel).toHaveAccessibleDescription(
      expect.stringContaining('11 digits, printed on your ID card'),
    );
    await userEvent.type(pesel, '44051401358');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(pesel).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid PESEL: 11 digits, as printed on your ID card'),
    );
    await userEvent.clear(pesel);
    await userEvent.type(pesel, '44051401359');
    await expect(pesel).not.toHaveAccessibleDescription(expect.stringContaining('valid PESEL'));

    // the ID card's own number instead: the field says what it wants
    await userEvent.click(select);
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', {
        name: 'National ID card',
      }),
    );
    await expect(canvas.getByRole('textbox', { name: /^ID card number/ })).toBeVisible();
  },
};

/** spec 3 KYC in India: PAN and Aadhaar (and a passport); choosing Aadhaar asks for its number. */
export const IndiaOffersPanAndAadhaar: Story = {
  args: { defaultCountryCode: '91' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const select = canvas.getByRole('button', { name: /Identity document/ });
    await expect(select).toHaveTextContent('PAN card');
    await userEvent.click(select);
    await expect(await documentOptions(canvasElement)).toEqual([
      'PAN card',
      'Aadhaar card',
      'Passport',
    ]);
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', {
        name: 'Aadhaar card',
      }),
    );
    const aadhaar = canvas.getByRole('textbox', { name: /^Aadhaar number/ });
    await expect(aadhaar).toHaveAccessibleDescription(
      expect.stringContaining('12 digits, as printed on your Aadhaar card'),
    );
    await userEvent.type(aadhaar, '234567890123');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }));
    await expect(aadhaar).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid Aadhaar number'),
    );
  },
};

/**
 * A new dialling code brings its country's documents: a US number offers a driver's licence,
 * a state ID or a passport.
 */
export const DocumentsFollowTheCountry: Story = {
  args: { defaultCountryCode: '1' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const select = canvas.getByRole('button', { name: /Identity document/ });
    await expect(select).toHaveTextContent("Driver's licence");
    await userEvent.click(select);
    await expect(await documentOptions(canvasElement)).toEqual([
      "Driver's licence",
      'State ID card',
      'Passport',
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('textbox', { name: /^Driver's licence number/ })).toBeVisible();
  },
};

/** Upload progress per side; a side still uploading cannot be submitted. */
export const UploadProgress: Story = {
  args: { uploadProgress: { front: 40, back: 100 } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const front = canvas.getByRole('group', { name: 'Front of your ID' });
    const bar = within(front).getByRole('progressbar', { name: 'Uploading…' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(
      within(canvas.getByRole('group', { name: 'Back of your ID' })).getByText('Uploaded'),
    ).toBeVisible();
    // the images were chosen before the app reported progress
    await userEvent.upload(fileInputs(canvasElement)[0]!, png('front.png'));
    await userEvent.upload(fileInputs(canvasElement)[1]!, png('back.png'));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }));
    await expect(front).toHaveAccessibleDescription('Wait until the upload has finished');
    await expect(canvas.getByRole('group', { name: 'Back of your ID' })).not.toHaveAttribute(
      'aria-describedby',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** spec 5/8: 'Image is too big'; a failed upload says 'KYC image upload failed (contact support)'. */
export const ImageProblems: Story = {
  args: { uploadStatus: { back: 'error' } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'scan.png', { type: 'image/png' });
    await userEvent.upload(fileInputs(canvasElement)[0]!, big);
    const front = canvas.getByRole('group', { name: 'Front of your ID' });
    await expect(within(front).getByRole('alert')).toHaveTextContent('Image is too big');
    await expect(args.onSelectImage).not.toHaveBeenCalled();
    const back = canvas.getByRole('group', { name: 'Back of your ID' });
    await expect(within(back).getByText('KYC image upload failed (contact support)')).toBeVisible();
    await userEvent.click(within(back).getByRole('button', { name: 'Retry upload' }));
    await expect(args.onRetryUpload).toHaveBeenCalledTimes(1);
    await expect(args.onRetryUpload).toHaveBeenCalledWith('back');
  },
};

/** spec 8: 'Unable to submit your KYC right now.'; the submit button is busy while sending. */
export const SubmitFailed: Story = {
  args: {
    error: 'The review service is down for maintenance.',
    fieldErrors: [
      { path: 'id_no', code: 'ID_NO_TAKEN', message: 'This ID number is already in use' },
    ],
    submitting: true,
  },
  play: async ({ canvas }) => {
    const alert = canvas.getAllByRole('alert')[0]!;
    await expect(alert).toHaveTextContent('Unable to submit your KYC right now.');
    await expect(alert).toHaveTextContent('The review service is down for maintenance.');
    await expect(canvas.getByRole('textbox', { name: /^PAN/ })).toHaveAccessibleDescription(
      expect.stringContaining('This ID number is already in use'),
    );
    await expect(canvas.getByRole('button', { name: /Submit for review/ })).toHaveTextContent(
      'Loading…',
    );
  },
};

/** spec 4: under review, up to 48 hours. */
export const Pending: Story = {
  args: { status: 'pending', record: { submit_time: '2025-05-30T09:15:00Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Under review', { selector: 'h2' })).toBeVisible();
    // Said once
    await expect(canvas.getAllByText('Under review')).toHaveLength(1);
    await expect(
      canvas.getByText('We are reviewing your documents. This takes up to 48 hours.'),
    ).toBeVisible();
    await expect(canvas.getByText(/Submitted on May 30, 2025/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  },
};

/** spec 4 step 5 (forced KYC): once submitted, the user continues where they were going. */
export const ContinueAfterSubmission: Story = {
  args: { status: 'pending', onContinue: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** spec 4: rejected, with the reason; resubmit shows the form again, prefilled. */
export const Rejected: Story = {
  args: {
    status: 'rejected',
    rejectReason: 'The photo of the back of your ID is blurred.',
    record: { full_name: 'Asha Verma', dob: '1990-05-17' },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('The photo of the back of your ID is blurred.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resubmit' }));
    await expect(args.onResubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue('Asha Verma');
    await expect(canvas.getByRole('button', { name: 'Submit for review' })).toBeVisible();
  },
};

/** spec 2 view KYC: the details on demand, the ID number masked, submit and approve times. */
export const Approved: Story = {
  args: {
    status: 'approved',
    record: {
      full_name: 'Asha Verma',
      mobile: '+919876543210',
      dob: '1990-05-17',
      id_no: '234567890124',
      submit_time: '2025-05-30T09:15:00Z',
      approve_time: '2025-05-31T14:40:00Z',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Identity verified', { selector: 'h2' })).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'View KYC' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('heading', { name: 'KYC details' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Hide KYC details');
    await expect(canvas.getByRole('heading', { name: 'KYC details' })).toBeVisible();
    await expect(canvas.getByText('••••••••0124')).toBeVisible();
    await expect(canvas.queryByText('234567890124')).toBeNull();
    await expect(canvas.getByText('May 17, 1990')).toBeVisible();
    await expect(canvas.getByText(/May 31, 2025/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading content');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** spec 8: 'Failed to load KYC information', with a retry. */
export const LoadError: Story = {
  args: { status: 'error', loadError: 'Check your connection and try again.' },
  play: async ({ args, canvas, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load KYC information');
    await expect(alert).toHaveTextContent('Check your connection and try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
