import { Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { LaterScriptsHead } from '../features/hydration/LaterScriptsHead';
import { DocumentHeadTags, documentGetInitialProps, type DocumentHeadTagsProps } from '@mui/material-nextjs/v16-pagesRouter';

export default function TabulaDocument(props: DocumentProps & DocumentHeadTagsProps) {
  return (
    <Html lang={props.__NEXT_DATA__.locale ?? 'en'}>
      <LaterScriptsHead>
        <meta name="theme-color" content="#15171c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <DocumentHeadTags {...props} />
      </LaterScriptsHead>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

TabulaDocument.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx);
