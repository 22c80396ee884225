import { journeys } from './journeys';

journeys('chromium');
