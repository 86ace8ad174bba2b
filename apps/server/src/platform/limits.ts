import { MAX_IMAGE_BYTES } from '@invest/domain';

/**
 * The largest upload accepted: the domain's image limit (spec 5 'Image is too big'). A bigger
 * file is refused with 413 before it is read to the end.
 */
export const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES;
