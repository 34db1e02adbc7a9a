/** Every error response of every service: the screens show `message` as it is (SPEC.md §8). */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
}
