@primaryFontName: HelveticaNeue;
@primaryFontColor:#333333;
Button{
font-name:@primaryFontName;font-color : @primaryFontColor;
background-color-top:#FFFFFF; background-color-bottom:#DDDDDD;
}
LargeButton { height:50 }
