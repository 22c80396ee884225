// Shared by the server (which stamps it on ApiUnavailableError) and the error
// page (which reads it): production strips error messages, digests survive.
export const API_UNAVAILABLE_DIGEST = 'AGENCY_API_UNAVAILABLE';
