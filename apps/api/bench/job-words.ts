import type { BusinessCategory } from '@firstshift/domain';

// Vocabulary of the generated board. SEARCH_WORDS.common appears in most descriptions and
// SEARCH_WORDS.rare in about one job of RARE_WORD_EVERY; no other list contains either word.

export const SEARCH_WORDS = { common: 'team', rare: 'calligraphy' } as const;
export const COMMON_WORD_SHARE = 0.9;
export const RARE_WORD_EVERY = 2000;

export const ROLES_BY_CATEGORY: Record<BusinessCategory, readonly string[]> = {
  Retail: ['Cashier', 'Stock Associate', 'Sales Associate', 'Visual Merchandiser', 'Greeter'],
  Restaurant: ['Barista', 'Host', 'Line Cook', 'Dishwasher', 'Server Assistant', 'Baker'],
  Technology: ['Web Developer', 'IT Helpdesk Assistant', 'QA Tester', 'Data Entry Clerk'],
  Healthcare: ['Front Desk Assistant', 'Pharmacy Aide', 'Patient Transport Helper'],
  'Tutoring & Education': ['Math Tutor', 'Reading Buddy', 'Classroom Aide', 'Camp Counselor'],
  'Non-profit': ['Food Bank Helper', 'Event Volunteer', 'Outreach Assistant', 'Park Cleanup Crew'],
  Banking: ['Teller Trainee', 'Customer Service Assistant', 'Filing Clerk'],
  Hospitality: ['Housekeeper', 'Bellhop', 'Front Desk Clerk', 'Pool Attendant'],
  'Pet Care': ['Dog Walker', 'Kennel Assistant', 'Pet Groomer Helper', 'Animal Shelter Helper'],
  'Home & Yard Services': ['Lawn Care Helper', 'Snow Shoveler', 'Painter Helper', 'Mover'],
  'Events & Entertainment': ['Ticket Taker', 'Usher', 'Concession Stand Worker', 'Stagehand'],
  Other: ['Office Assistant', 'Delivery Helper', 'Social Media Assistant', 'Photographer Helper'],
};

export const TITLE_PREFIXES = [
  'Weekend',
  'After-School',
  'Summer',
  'Junior',
  'Evening',
  'Morning',
  'Holiday',
  'Student',
  'Seasonal',
  'Trainee',
] as const;

export const BUSINESS_NAME_STARTS = [
  'Maple',
  'Cedar',
  'Harbor',
  'Sunrise',
  'Riverside',
  'Oak Street',
  'Golden',
  'Blue Door',
  'Corner',
  'Main Street',
  'Lakeside',
  'Hilltop',
  'Northside',
  'Willow',
  'Pinecone',
  'Bright Path',
] as const;

export const BUSINESS_NAME_ENDS: Record<BusinessCategory, readonly string[]> = {
  Retail: ['Outfitters', 'Books', 'Hardware', 'Market'],
  Restaurant: ['Bakery', 'Cafe', 'Diner', 'Kitchen'],
  Technology: ['Labs', 'Software', 'Computer Repair'],
  Healthcare: ['Clinic', 'Pharmacy', 'Family Dental'],
  'Tutoring & Education': ['Learning Center', 'Tutoring', 'Music School'],
  'Non-profit': ['Food Bank', 'Community Center', 'Animal Rescue'],
  Banking: ['Credit Union', 'Savings Bank'],
  Hospitality: ['Inn', 'Hotel', 'Lodge'],
  'Pet Care': ['Pet Spa', 'Dog Daycare', 'Veterinary'],
  'Home & Yard Services': ['Landscaping', 'Home Services', 'Lawn & Garden'],
  'Events & Entertainment': ['Cinema', 'Theater', 'Events', 'Bowling'],
  Other: ['Print Shop', 'Studio', 'Couriers'],
};

export interface City {
  city: string;
  state: string;
  zip: string;
}

export const CITIES: readonly City[] = [
  { city: 'Portland', state: 'OR', zip: '97201' },
  { city: 'Eugene', state: 'OR', zip: '97401' },
  { city: 'Salem', state: 'OR', zip: '97301' },
  { city: 'Bend', state: 'OR', zip: '97701' },
  { city: 'Seattle', state: 'WA', zip: '98101' },
  { city: 'Spokane', state: 'WA', zip: '99201' },
  { city: 'Tacoma', state: 'WA', zip: '98402' },
  { city: 'Boise', state: 'ID', zip: '83702' },
  { city: 'Sacramento', state: 'CA', zip: '95814' },
  { city: 'San Diego', state: 'CA', zip: '92101' },
  { city: 'Fresno', state: 'CA', zip: '93721' },
  { city: 'Oakland', state: 'CA', zip: '94612' },
  { city: 'Reno', state: 'NV', zip: '89501' },
  { city: 'Phoenix', state: 'AZ', zip: '85004' },
  { city: 'Tucson', state: 'AZ', zip: '85701' },
  { city: 'Denver', state: 'CO', zip: '80202' },
  { city: 'Boulder', state: 'CO', zip: '80302' },
  { city: 'Salt Lake City', state: 'UT', zip: '84101' },
  { city: 'Albuquerque', state: 'NM', zip: '87102' },
  { city: 'Austin', state: 'TX', zip: '78701' },
  { city: 'Dallas', state: 'TX', zip: '75201' },
  { city: 'El Paso', state: 'TX', zip: '79901' },
  { city: 'Omaha', state: 'NE', zip: '68102' },
  { city: 'Minneapolis', state: 'MN', zip: '55401' },
  { city: 'Madison', state: 'WI', zip: '53703' },
  { city: 'Chicago', state: 'IL', zip: '60601' },
  { city: 'Columbus', state: 'OH', zip: '43215' },
  { city: 'Ann Arbor', state: 'MI', zip: '48104' },
  { city: 'Nashville', state: 'TN', zip: '37203' },
  { city: 'Atlanta', state: 'GA', zip: '30303' },
  { city: 'Raleigh', state: 'NC', zip: '27601' },
  { city: 'Richmond', state: 'VA', zip: '23219' },
  { city: 'Pittsburgh', state: 'PA', zip: '15222' },
  { city: 'Buffalo', state: 'NY', zip: '14202' },
  { city: 'Burlington', state: 'VT', zip: '05401' },
  { city: 'Portland', state: 'ME', zip: '04101' },
  { city: 'Providence', state: 'RI', zip: '02903' },
  { city: 'Tampa', state: 'FL', zip: '33602' },
  { city: 'Orlando', state: 'FL', zip: '32801' },
  { city: 'Honolulu', state: 'HI', zip: '96813' },
];

export const STREETS = [
  'Main St',
  'Oak Ave',
  'Elm St',
  'Park Blvd',
  'River Rd',
  '2nd Ave',
  'Market St',
  'Lincoln Way',
  'Cedar Ln',
  'Broadway',
] as const;

/** Each contains SEARCH_WORDS.common; one of them goes into a share of the descriptions. */
export const COMMON_WORD_SENTENCES = [
  'Join our friendly team and learn how a local business runs day to day.',
  'You will work beside a supportive team that trains every new hire.',
  'Our team schedules shifts around school, sports and family time.',
  'The whole team shares tips and celebrates milestones together.',
] as const;

export const OPENINGS = [
  'We are looking for a dependable {role} to help during our busiest hours.',
  'Help us as a {role} and gain real work experience close to home.',
  'As a {role}, you will help customers and keep things running smoothly.',
  'This {role} position is a great first job for a motivated student.',
] as const;

export const DETAIL_SENTENCES = [
  'Tasks include greeting visitors, restocking supplies and answering simple questions.',
  'No experience is needed; we provide on-the-job training from day one.',
  'You should be comfortable standing for a few hours and lifting light boxes.',
  'Good communication and a positive attitude matter more than a long resume.',
  'Shifts are short and predictable, with a consistent weekly schedule.',
  'You will use a tablet to track orders and keep the work area tidy.',
  'We value punctuality, curiosity and kindness toward every guest.',
  'This role builds skills in customer service, time management and responsibility.',
] as const;

export const RARE_WORD_SENTENCE =
  'Some shifts include calligraphy for our hand-lettered signs and gift cards.';

export const RESPONSIBILITIES = [
  'Greet customers and answer questions',
  'Keep the work area clean and organized',
  'Restock shelves and supplies',
  'Handle simple cash and card payments',
  'Help set up before opening',
  'Assist senior staff with daily tasks',
] as const;

export const REQUIREMENTS = [
  'Reliable and on time',
  'Friendly attitude',
  'Able to follow instructions',
  'Basic math skills',
  'Comfortable working with the public',
] as const;

export const OFFERINGS = [
  'Flexible hours around school',
  'Paid training',
  'Employee discount',
  'Letter of recommendation',
  'Free meal on shift',
] as const;

export const SCHEDULES = [
  'Weekends',
  'Weekdays 3:30–7 pm',
  'Saturdays 8 am–2 pm',
  'Two evenings a week',
  'Flexible, about 10 hours a week',
] as const;

export const DURATIONS = ['Ongoing', '3 months', 'June–August', 'Holiday season', '6 weeks'];
