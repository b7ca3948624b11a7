import {
  optionalLineField,
  optionalStateCodeField,
  optionalZipField,
  requiredLineField,
  stateCodeField,
  zipField,
} from './fields';
import { MESSAGES } from './messages';

// The address of a business or an applicant, as their registration and profile bodies name it
// (SPEC §3): a business's is required, an applicant's optional, though any part given must
// still be valid (SPEC §5).

export const businessAddressFields = {
  address_line1: requiredLineField(MESSAGES.addressRequired, 200),
  address_line2: optionalLineField(200),
  city: requiredLineField(MESSAGES.cityRequired, 100),
  state: stateCodeField(),
  zip_code: zipField(MESSAGES.zipInvalid),
};

export const applicantAddressFields = {
  address_line1: optionalLineField(200),
  address_line2: optionalLineField(200),
  city: optionalLineField(100),
  state: optionalStateCodeField(),
  zip_code: optionalZipField(MESSAGES.zipInvalid),
};
