/** Every error response of every service: the screens show `message` as it is (docs/product.md §8). */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
}
