import { Controller, Get, Header } from '@nestjs/common';
import { openApiDocument, type OpenApiDocument } from '@clinote/contracts';
import { API_DOCS_POLICY, apiDocsPage } from './api-docs-page';

/**
 * The published API contract (issue 26, docs/decisions/0157-published-api-contract.md): the OpenAPI 3.1
 * document generated from libs/contracts, as JSON and as a page. Public: it holds no secret, and a team
 * building against the API reads it before it has an account. The same for every gateway of a release.
 */
@Controller('api/docs')
export class ApiDocsController {
  private page?: string;

  @Get('openapi.json')
  @Header('Cache-Control', 'no-cache')
  document(): OpenApiDocument {
    return openApiDocument();
  }

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Content-Security-Policy', API_DOCS_POLICY)
  @Header('Cache-Control', 'no-cache')
  html(): string {
    this.page ??= apiDocsPage(openApiDocument());
    return this.page;
  }
}
