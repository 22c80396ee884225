import { journeys } from './journeys';

journeys('firefox');
