import { All, Controller, NotFoundException, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** Unknown /api paths get a JSON 404 instead of falling through to the shell's index.html. */
@Controller()
export class ApiNotFoundController {
  @All('api/*')
  notFound(@Req() request: FastifyRequest): never {
    throw new NotFoundException(`No API route ${request.method} ${request.url.split('?')[0]}`);
  }
}
